import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../components/notices';
import { refusalMessage } from './refusal-message';

/**
 * The commands of a panel with several buttons (share, save the domains, switch sharing on): which one
 * runs now (its button waits, the others are off), the notice of one that succeeded, and the error the
 * last one ended with (see refusalMessage).
 */
export function usePanelCommands() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** Runs `work` as the command `name`; true when it succeeded and its notice `done` is shown. */
  const act = async (name: string, work: () => Promise<unknown>, done: string) => {
    setBusy(name);
    setError(null);
    try {
      await work();
      notify.success(done);
      return true;
    } catch (e) {
      setError(refusalMessage(e, t('error-generic')));
      return false;
    } finally {
      setBusy(null);
    }
  };
  return { busy, error, act };
}
