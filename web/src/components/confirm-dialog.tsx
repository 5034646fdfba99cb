import { Text, type ButtonProps } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useDialogSubmit } from '../lib/use-dialog-submit';
import { AppDialog, DialogFormBody, DialogSubmitFooter } from './app-dialog';
import { LabelledCheckbox } from './form-bits';

/**
 * An action behind the spec's confirmation checkbox (spec 2 §5: "deleting a channel or playlist and
 * similar actions need a confirmation checkbox"): the action stays off until the box is ticked; without
 * `confirmLabel` (an action that takes nothing away) there is no box. A refusal (4xx) shows the server's
 * message and keeps the dialog open; success closes it.
 */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  actionLabel,
  actionPalette = 'red',
  onConfirm,
  onClose,
  testId,
}: {
  title: ReactNode;
  text: ReactNode;
  confirmLabel?: ReactNode;
  actionLabel: ReactNode;
  /** The action button's palette: red for what takes something away (undefined: the default). */
  actionPalette?: ButtonProps['colorPalette'];
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  testId: string;
}) {
  const [confirmed, setConfirmed] = useState(confirmLabel === undefined);
  const { busy, error, run } = useDialogSubmit();
  const submit = () =>
    void run(async () => {
      await onConfirm();
      onClose();
    });
  return (
    <AppDialog open onClose={onClose} title={title} testId={testId} role="alertdialog">
      <DialogFormBody error={error}>
        <Text>{text}</Text>
        {confirmLabel !== undefined && (
          <LabelledCheckbox checked={confirmed} onChange={setConfirmed}>
            {confirmLabel}
          </LabelledCheckbox>
        )}
      </DialogFormBody>
      <DialogSubmitFooter
        onCancel={onClose}
        label={actionLabel}
        busy={busy}
        disabled={!confirmed}
        colorPalette={actionPalette}
        onSubmit={submit}
      />
    </AppDialog>
  );
}
