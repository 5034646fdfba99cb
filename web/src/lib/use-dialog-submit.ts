import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalMessage } from './refusal-message';

/**
 * A dialog's submit state: busy while the action runs, and the error it ended with — the server's
 * message for a refusal (4xx), the generic text for anything else.
 */
export function useDialogSubmit() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<void>, after?: () => void) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(refusalMessage(e, t('error-generic')));
    } finally {
      after?.();
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}
