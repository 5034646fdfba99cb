import type { ReactNode } from 'react';
import { LabelledCheckbox } from '../../../../components/form-bits';

/**
 * A chapter effect's checkbox; the effect's own fields show under it while it is on (an effect never
 * turned on has no settings yet, so `fields` is called with them only then).
 */
export function EffectToggle<Effect extends { enabled: boolean }>({
  label,
  effect,
  onToggle,
  fields,
}: {
  label: string;
  effect: Effect | undefined;
  onToggle: (on: boolean) => void;
  fields: (effect: Effect) => ReactNode;
}) {
  return (
    <>
      <LabelledCheckbox checked={effect?.enabled ?? false} onChange={onToggle}>
        {label}
      </LabelledCheckbox>
      {effect?.enabled && fields(effect)}
    </>
  );
}
