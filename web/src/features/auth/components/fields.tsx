import { Field, Input, List, Text } from '@chakra-ui/react';
import { forwardRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_SYMBOLS, passwordProblems, type PasswordProblem } from '#shared/domain/password';

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: 'email' | 'password' | 'text';
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'text';
  helper?: string;
  name: string;
}

/** A labelled input whose error is announced and tied to it (aria-invalid, aria-describedby). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, value, onChange, error, type = 'text', autoComplete, inputMode, helper, name },
  ref,
) {
  return (
    <Field.Root invalid={Boolean(error)} required>
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
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      />
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
});

const PROBLEM_KEYS: Record<PasswordProblem, string> = {
  'too-short': 'password-rule-length',
  'no-uppercase': 'password-rule-uppercase',
  'no-lowercase': 'password-rule-lowercase',
  'no-digit': 'password-rule-digit',
  'no-symbol': 'password-rule-symbol',
};

/** The password policy (spec 1 §5), each rule ticked off as the password meets it. */
export function PasswordPolicy({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation();
  const problems = new Set(passwordProblems(password));
  return (
    <List.Root id={id} gap="1" textStyle="sm" ps="4" aria-label={t('password-policy')}>
      {(Object.keys(PROBLEM_KEYS) as PasswordProblem[]).map((rule) => {
        const met = password.length > 0 && !problems.has(rule);
        return (
          <List.Item key={rule} color={met ? 'fg.success' : 'fg.muted'}>
            <Text as="span">
              {t(PROBLEM_KEYS[rule], { symbols: PASSWORD_SYMBOLS, count: 8 })}
              {met && <Text as="span" srOnly>{` (${t('password-rule-met')})`}</Text>}
            </Text>
          </List.Item>
        );
      })}
    </List.Root>
  );
}

interface NewPasswordFieldsProps {
  password: string;
  onPasswordChange: (value: string) => void;
  confirmPassword: string;
  onConfirmChange: (value: string) => void;
  errors: { password?: string | undefined; confirmPassword?: string | undefined };
  /** Dictionary keys of the two labels (sign-up says "password", resets say "new password"). */
  labels: { password: string; confirm: string };
}

/** A new password, its policy checklist and its confirmation: sign-up, first sign-in and reset. */
export const NewPasswordFields = forwardRef<HTMLInputElement, NewPasswordFieldsProps>(
  function NewPasswordFields(
    { password, onPasswordChange, confirmPassword, onConfirmChange, errors, labels },
    ref,
  ) {
    const { t } = useTranslation();
    const field = (name: 'password' | 'confirmPassword', label: string, value: string) => ({
      name,
      label: t(label),
      type: 'password' as const,
      autoComplete: 'new-password',
      value,
      error: errors[name],
    });
    return (
      <>
        <TextField ref={ref} {...field('password', labels.password, password)} onChange={onPasswordChange} />
        <PasswordPolicy password={password} />
        <TextField
          {...field('confirmPassword', labels.confirm, confirmPassword)}
          onChange={onConfirmChange}
        />
      </>
    );
  },
);

interface EmailFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** `username` where an existing account signs in or resets; `email` when one is created. */
  autoComplete?: 'username' | 'email';
}

/** The e-mail field of every sign-in form (the address is the Cognito username). */
export const EmailField = forwardRef<HTMLInputElement, EmailFieldProps>(function EmailField(
  { value, onChange, error, autoComplete = 'username' },
  ref,
) {
  const { t } = useTranslation();
  return (
    <TextField
      ref={ref}
      name="email"
      label={t('email')}
      type="email"
      autoComplete={autoComplete}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
});

/** The confirmation code from the e-mail (registration, password reset). */
export const CodeField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'name' | 'label'>>(
  function CodeField(props, ref) {
    const { t } = useTranslation();
    return (
      <TextField
        ref={ref}
        name="code"
        label={t('confirmation-code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        {...props}
      />
    );
  },
);
