import { useTranslation } from 'react-i18next';
import type { Reason } from '../model/editorial-bar';

/** A reason of the life-cycle models in the dictionary's words (a status's or a lock kind's own key resolved). */
export function useReasonText() {
  const { t } = useTranslation();
  return (reason: Reason) =>
    t(reason.key, {
      ...reason.values,
      ...(reason.values?.statusKey ? { status: t(reason.values.statusKey) } : {}),
      ...(reason.values?.kindKey ? { kind: t(reason.values.kindKey) } : {}),
    });
}
