import { Alert, Button, CloseButton, Dialog } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { AppDialog } from '../../../components/app-dialog';
import { BROWSER_NOT_SUPPORTED_PATH, currentBrowserSupport } from '../model/browser';

/**
 * Old Internet Explorer gets the unsupported-browser dialog (spec 1 §8), which leads to the
 * browser-not-supported page; iOS devices get the spec's message that the device is not supported.
 */
export function UnsupportedBrowserNotice() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [support] = useState(currentBrowserSupport);
  const [open, setOpen] = useState(true);
  const [iosDismissed, setIosDismissed] = useState(false);

  if (support === 'ios' && !iosDismissed) {
    return (
      <Alert.Root status="warning" borderRadius="0" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>{t('device-not-supported-ios')}</Alert.Description>
        </Alert.Content>
        <CloseButton size="sm" aria-label={t('auth-close')} onClick={() => setIosDismissed(true)} />
      </Alert.Root>
    );
  }
  if (support !== 'unsupported' || pathname === BROWSER_NOT_SUPPORTED_PATH) return null;
  return (
    <AppDialog
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      role="alertdialog"
      closeOnInteractOutside={false}
      title={t('browser-not-supported')}
      close={false}
    >
      <Dialog.Body>{t('browser-not-supported-recommendation')}</Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={() => setOpen(false)}>
          {t('auth-continue-anyway')}
        </Button>
        <Button
          colorPalette="brand"
          onClick={() => {
            setOpen(false);
            void navigate(BROWSER_NOT_SUPPORTED_PATH);
          }}
        >
          {t('auth-learn-more')}
        </Button>
      </Dialog.Footer>
    </AppDialog>
  );
}
