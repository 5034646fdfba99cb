/**
 * Small form pieces the dialogs share: a labelled checkbox, the error a failed submit shows above
 * the dialog's actions, and a stack of fields that can be made read-only at once.
 */
import { Alert, Checkbox, chakra, type HTMLChakraProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function LabelledCheckbox({
  checked,
  onChange,
  disabled,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Checkbox.Root
      checked={checked}
      disabled={disabled}
      onCheckedChange={(d) => onChange(d.checked === true)}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{children}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/** The error of the last attempt, or nothing. */
export function FormError({ error }: { error: string | null | undefined }) {
  if (!error) return null;
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>{error}</Alert.Title>
    </Alert.Root>
  );
}

/**
 * A vertical stack of fields that is a <fieldset>: `disabled` makes every field and button in it
 * read-only natively (Chakra's form controls follow the fieldset), without a border of its own.
 */
export function FieldsetStack({ disabled, children, ...rest }: HTMLChakraProps<'fieldset'>) {
  return (
    <chakra.fieldset
      disabled={disabled}
      display="flex"
      flexDirection="column"
      minW="0"
      border="0"
      p="0"
      m="0"
      {...rest}
    >
      {children}
    </chakra.fieldset>
  );
}
