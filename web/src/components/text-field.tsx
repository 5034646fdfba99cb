import { Field, Input, Textarea, type FieldRootProps } from '@chakra-ui/react';
import { forwardRef, type ChangeEvent } from 'react';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The translated error shown under the field (none: valid). */
  error?: string | undefined;
  type?: 'email' | 'password' | 'search' | 'text';
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'text';
  /** A hint under the field, shown beside any error. */
  helper?: string;
  name: string;
  /** The input's data-testid. */
  testId?: string;
  /** The field's width limit where it shares a row with others (none: the container's width). */
  maxW?: FieldRootProps['maxW'];
}

/**
 * A labelled required input (the forms' one shape, beside SelectField) whose error is announced and
 * tied to it (aria-invalid, aria-describedby).
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, value, onChange, error, type = 'text', autoComplete, inputMode, helper, name, testId, maxW },
  ref,
) {
  return (
    <Field.Root invalid={Boolean(error)} required maxW={maxW}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        ref={ref}
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        data-testid={testId}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      />
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
});

/** A labelled multi-line field (not required), a hint under it and its error, announced like TextField's. */
export function TextAreaField({
  label,
  name,
  value,
  onChange,
  rows,
  maxLength,
  helper,
  error,
  testId,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  rows: number;
  maxLength?: number;
  helper?: string;
  /** The translated error shown under the field (none: valid). */
  error?: string | null | undefined;
  /** The textarea's data-testid. */
  testId?: string;
}) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Textarea
        name={name}
        data-testid={testId}
        rows={rows}
        maxLength={maxLength}
        value={value}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)}
      />
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
