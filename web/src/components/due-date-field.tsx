import { Field, Input } from '@chakra-ui/react';

/**
 * A due day (YYYY-MM-DD from the browser's date picker) with its hint and error, as the forms that give
 * training a due date show it (assign a playlist as mandatory, Create training).
 */
export function DueDateField({
  label,
  helper,
  value,
  onChange,
  error,
}: {
  label: string;
  helper: string;
  value: string;
  onChange: (day: string) => void;
  /** The translated error shown under the field (none: valid). */
  error?: string | undefined;
}) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Input
        type="date"
        name="dueDate"
        maxW="12rem"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <Field.HelperText>{helper}</Field.HelperText>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
