import { Field, NativeSelect } from '@chakra-ui/react';

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A labelled native select (the forms' one shape): the options, an optional first "choose…" option,
 * and the field's error text under it.
 */
export function SelectField({
  label,
  value,
  onChange,
  options,
  placeholder,
  required = false,
  requiredIndicator = false,
  error,
  disabled,
  name,
  testId,
  size,
  maxW,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /**
   * The first option, with the empty value ("choose…", or a choice of none or of all); `disabled` once
   * something is chosen cannot go back to it.
   */
  placeholder?: { label: string; disabled?: boolean };
  required?: boolean;
  /** The label shows the required mark. */
  requiredIndicator?: boolean;
  /** The translated error shown under the field (none: valid). */
  error?: string | null | undefined;
  disabled?: boolean;
  name?: string;
  testId?: string;
  size?: NativeSelect.RootProps['size'];
  maxW?: NativeSelect.RootProps['maxW'];
}) {
  return (
    <Field.Root required={required} invalid={Boolean(error)}>
      <Field.Label>
        {label}
        {requiredIndicator && <Field.RequiredIndicator />}
      </Field.Label>
      <NativeSelect.Root disabled={disabled} size={size} maxW={maxW}>
        <NativeSelect.Field
          name={name}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          data-testid={testId}
        >
          {placeholder && (
            <option value="" disabled={placeholder.disabled}>
              {placeholder.label}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
