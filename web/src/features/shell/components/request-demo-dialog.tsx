import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCalendarPlus } from 'react-icons/lu';

/**
 * The request-demo button and its dialog: the stage's booking page (config.json requestDemoUrl) in a
 * frame, shown with enableRequestDemo.
 */
export function RequestDemoButton({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root size="xl" placement="center">
      <Dialog.Trigger asChild>
        <Button size="sm" colorPalette="brand" variant="outline" data-testid="request-demo">
          <LuCalendarPlus aria-hidden />
          {t('request-demo')}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('request-demo')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <iframe
                src={url}
                title={t('request-demo-booking')}
                style={{ width: '100%', height: '70vh', border: 0 }}
                sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
                referrerPolicy="strict-origin-when-cross-origin"
              />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
