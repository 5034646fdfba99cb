import type { TrainingErrorKey } from '../model/training-forms';
import { FormDialog, useTrainingForm } from './form-dialog';
import { NameInput } from './text-input';

/** The add and edit dialog of an item that is only a name (an application role, a pool). */
export function NameDialog({
  title,
  testId,
  label,
  name,
  validate,
  onClose,
  onSave,
}: {
  title: string;
  testId: string;
  label: string;
  /** The item's name; empty when adding. */
  name: string;
  validate: (form: { name: string }) => Partial<Record<'name', TrainingErrorKey>>;
  onClose: () => void;
  onSave: (name: string) => Promise<unknown>;
}) {
  const nameForm = useTrainingForm({ name }, validate, onClose);
  const { form, update, fieldError } = nameForm;
  return (
    <FormDialog
      title={title}
      testId={testId}
      state={nameForm}
      onClose={onClose}
      onSave={(f) => onSave(f.name.trim())}
    >
      <NameInput
        label={label}
        value={form.name}
        onChange={(value) => update({ name: value })}
        error={fieldError('name')}
      />
    </FormDialog>
  );
}
