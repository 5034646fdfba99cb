import { Button, CloseButton, Dialog, Portal, Spinner, Stack, Text, Toast, Toaster } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from './app-dialog';
import { errorDialog, toaster } from './notices';

/** The global error dialog: titled "Error", one Ok button, not dismissible by backdrop or Escape. */
export function GlobalErrorDialog() {
  const { t } = useTranslation();
  const state = useSyncExternalStore(errorDialog.subscribe, errorDialog.getState, errorDialog.getState);
  return (
    <AppDialog
      open={state.errorDialog}
      role="alertdialog"
      closeOnInteractOutside={false}
      closeOnEscape={false}
      placement="center"
      title={t('error')}
      testId="global-error-dialog"
      close={false}
    >
      <Dialog.Body>
        <Stack gap="2">
          <Text>{state.errorMessage || t('error-generic')}</Text>
          {state.errorCode !== null && (
            <Text color="fg.muted" textStyle="sm">
              {t('error-code', { code: state.errorCode })}
            </Text>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button colorPalette="brand" onClick={() => errorDialog.close()}>
          {t('ok')}
        </Button>
      </Dialog.Footer>
    </AppDialog>
  );
}

/** Renders the app's notices (see notices.ts) and the global error dialog; mount once per layout. */
export function AppNotices() {
  const { t } = useTranslation();
  return (
    <>
      <Portal>
        <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
          {(toast) => (
            <Toast.Root width={{ md: 'sm' }}>
              {toast.type === 'loading' ? <Spinner size="sm" /> : <Toast.Indicator />}
              <Stack gap="1" flex="1" maxWidth="100%">
                {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
                {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
              </Stack>
              {toast.closable && (
                <Toast.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={t('close')} />
                </Toast.CloseTrigger>
              )}
            </Toast.Root>
          )}
        </Toaster>
      </Portal>
      <GlobalErrorDialog />
    </>
  );
}
