import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog, DialogFormBody, DialogSubmitFooter } from '../../../components/app-dialog';
import { TextAreaField, TextField } from '../../../components/text-field';
import { useDialogSubmit } from '../../../lib/use-dialog-submit';
import { walletCommand } from '../api/wallets';
import { topUpProblem, typedCredits } from '../model/wallet';

/**
 * The staff's top-up of a wallet (issue 16): an amount of credits and an optional note. The request id is
 * made once when the dialog opens, so a double click or a retried request deposits once.
 */
export function TopUpDialog({
  orgId,
  walletId,
  walletName,
  onClose,
  onDone,
}: {
  orgId: string;
  walletId: string;
  walletName: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [requestId] = useState(() => crypto.randomUUID());
  const [credits, setCredits] = useState('');
  const [description, setDescription] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const { busy, error, run } = useDialogSubmit();
  const problem = topUpProblem(credits);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problem || busy) return;
    void run(async () => {
      await walletCommand({
        type: 'topUpWallet',
        payload: {
          orgId,
          walletId,
          credits: typedCredits(credits),
          requestId,
          ...(description.trim() ? { description: description.trim() } : {}),
        },
      });
      onDone();
    });
  };
  return (
    <AppDialog
      open
      onClose={onClose}
      testId="wallet-top-up-dialog"
      closeOnInteractOutside={false}
      title={t('finance-top-up-title', { wallet: walletName })}
    >
      <form onSubmit={submit} noValidate>
        <DialogFormBody error={error}>
          <TextField
            label={t('finance-top-up-credits')}
            name="credits"
            value={credits}
            onChange={setCredits}
            error={submitted && problem ? t(problem) : undefined}
            testId="wallet-top-up-credits"
          />
          <TextAreaField
            label={t('finance-top-up-note')}
            name="description"
            rows={2}
            maxLength={200}
            value={description}
            onChange={setDescription}
            testId="wallet-top-up-note"
          />
        </DialogFormBody>
        <DialogSubmitFooter onCancel={onClose} label={t('finance-top-up-submit')} busy={busy} />
      </form>
    </AppDialog>
  );
}
