import { Button, Dialog } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCalendarPlus } from 'react-icons/lu';
import { AppDialog } from '../../../components/app-dialog';

/**
 * The request-demo button and its dialog: the stage's booking page (config.json requestDemoUrl) in a
 * frame, shown with enableRequestDemo.
 */
export function RequestDemoButton({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <AppDialog
      size="xl"
      placement="center"
      title={t('request-demo')}
      trigger={
        <Button size="sm" colorPalette="brand" variant="outline" data-testid="request-demo">
          <LuCalendarPlus aria-hidden />
          {t('request-demo')}
        </Button>
      }
    >
      <Dialog.Body>
        <iframe
          src={url}
          title={t('request-demo-booking')}
          style={{ width: '100%', height: '70vh', border: 0 }}
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </Dialog.Body>
    </AppDialog>
  );
}
