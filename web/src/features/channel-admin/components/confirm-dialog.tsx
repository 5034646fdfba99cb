import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../components/app-dialog';
import { FormError, LabelledCheckbox } from '../../../components/form-bits';
import { ApiError } from '../../../lib/api-client';

/**
 * A destructive action behind the spec's confirmation checkbox (spec 2 §5): the action stays off until
 * the box is ticked; a refusal (4xx) shows the server's message and keeps the dialog open.
 */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  actionLabel,
  onConfirm,
  onClose,
  testId,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  actionLabel: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [confirmed, setConfirmed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      onClose();
    } catch (e) {
      setError(e instanceof ApiError && e.status >= 400 && e.status < 500 ? e.message : t('error-generic'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <AppDialog open onClose={onClose} title={title} testId={testId} role="alertdialog">
      <Dialog.Body>
        <Stack gap="4">
          <Text>{text}</Text>
          <LabelledCheckbox checked={confirmed} onChange={setConfirmed}>
            {confirmLabel}
          </LabelledCheckbox>
          <FormError error={error} />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button colorPalette="red" disabled={!confirmed} loading={busy} onClick={() => void submit()}>
          {actionLabel}
        </Button>
      </Dialog.Footer>
    </AppDialog>
  );
}
