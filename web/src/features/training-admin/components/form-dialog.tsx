import { Dialog } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog, DialogFormBody, DialogSubmitFooter } from '../../../components/app-dialog';
import { ApiError } from '../../../lib/api-client';
import { useDialogSubmit } from '../../../lib/use-dialog-submit';
import { hasErrors, issuesByField, type TrainingErrorKey } from '../model/training-forms';

/**
 * A training dialog's form state: the values, the rules' errors once submitted (translated), the
 * server's 400 issues under their fields, and the submit that closes the dialog on success (a refusal
 * shows the server's message and keeps it open).
 */
export function useTrainingForm<F extends object>(
  initial: F,
  validate: (form: F) => Partial<Record<string, TrainingErrorKey>>,
  onDone: () => void,
) {
  const { t } = useTranslation();
  const [form, setForm] = useState<F>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const { busy, error, run } = useDialogSubmit();
  const errors = submitted ? validate(form) : {};
  const fieldError = (field: string): string | undefined => {
    const key = errors[field];
    return key ? t(key) : serverErrors[field];
  };
  const update = (changes: Partial<F>) => {
    setForm((current) => ({ ...current, ...changes }));
    setServerErrors({});
  };
  const submit = (action: (form: F) => Promise<unknown>) => async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (hasErrors(validate(form)) || busy) return;
    await run(async () => {
      try {
        await action(form);
        onDone();
      } catch (e) {
        if (e instanceof ApiError && e.status === 400) {
          const byField = issuesByField(e.issues, Object.keys(form));
          if (hasErrors(byField)) {
            setServerErrors(byField);
            return;
          }
        }
        throw e;
      }
    });
  };
  return { form, update, fieldError, submit, busy, error };
}

/** What useTrainingForm gives a dialog. */
export type TrainingForm<F extends object> = ReturnType<typeof useTrainingForm<F>>;

/**
 * The dialog of a training form: title, fields, the last attempt's error, Cancel and Save (every
 * training dialog saves the one item it edits), Save running `onSave` through the form's submit.
 */
export function FormDialog<F extends object>({
  title,
  testId,
  state,
  onClose,
  onSave,
  children,
}: {
  title: string;
  testId: string;
  /** The dialog's form state (useTrainingForm). */
  state: Pick<TrainingForm<F>, 'submit' | 'busy' | 'error'>;
  onClose: () => void;
  onSave: (form: F) => Promise<unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const onSubmit = state.submit(onSave);
  return (
    <AppDialog open onClose={onClose} testId={testId} closeOnInteractOutside={false} size="lg">
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
        </Dialog.Header>
        <DialogFormBody error={state.error}>{children}</DialogFormBody>
        <DialogSubmitFooter onCancel={onClose} label={t('training-admin-save')} busy={state.busy} />
      </form>
    </AppDialog>
  );
}
