import { Field, Input } from '@chakra-ui/react';
import { TRAINING_NAME_MAX } from '../model/training-forms';

/** A labelled text field of a training dialog, its error under it. */
export function TextInput({
  label,
  name,
  value,
  onChange,
  error,
  required = false,
  helper,
  maxLength,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  required?: boolean;
  helper?: string;
  maxLength?: number;
}) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input
        name={name}
        value={value}
        autoComplete="off"
        maxLength={maxLength}
        onChange={(e) => onChange(e.target.value)}
      />
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** The name of a role, application, process or plan: required, under the one rule for names. */
export function NameInput({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  return (
    <TextInput
      label={label}
      name="name"
      required
      value={value}
      maxLength={TRAINING_NAME_MAX + 20}
      onChange={onChange}
      error={error}
    />
  );
}
