import { List, Text } from '@chakra-ui/react';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_SYMBOLS, passwordProblems, type PasswordProblem } from '#shared/domain/password';
import { TextField, type TextFieldProps } from '../../../components/text-field';

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

type SignInFieldName = 'email' | 'code' | 'password';

type SignInFieldProps = Omit<TextFieldProps, 'name' | 'label' | 'type' | 'inputMode'> & {
  name: SignInFieldName;
};

/**
 * One of the sign-in forms' own fields, each with its label, type and autocomplete: the e-mail (the
 * Cognito username: `username` where an existing account signs in or resets; a form that creates one
 * passes `email`), the confirmation code from the e-mail, the current password.
 */
export const SignInField = forwardRef<HTMLInputElement, SignInFieldProps>(function SignInField(
  { name, ...props },
  ref,
) {
  const { t } = useTranslation();
  const fields = {
    email: { label: t('email'), type: 'email', autoComplete: 'username' },
    code: { label: t('confirmation-code'), inputMode: 'numeric', autoComplete: 'one-time-code' },
    password: { label: t('password'), type: 'password', autoComplete: 'current-password' },
  } as const satisfies Record<
    SignInFieldName,
    Pick<TextFieldProps, 'label' | 'type' | 'inputMode' | 'autoComplete'>
  >;
  return <TextField ref={ref} name={name} {...fields[name]} {...props} />;
});
