import { Button, Stack } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmPasswordError, newPasswordError } from '../model/validation';
import { AuthLayout } from './auth-layout';

/**
 * The scaffold of every sign-in form page (login, new password, register, confirm, forgot and reset
 * password): the workspace's auth layout, what comes before the form (an intro or a notice), the fields
 * and the submit button (busy while the form works), then the links after it.
 */
export function AuthFormPage({
  title,
  before,
  onSubmit,
  submitLabel,
  busy,
  children,
  after,
}: {
  title: string;
  before?: ReactNode;
  onSubmit: () => unknown;
  submitLabel: string;
  busy: boolean;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <AuthLayout title={title}>
      {before}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
        noValidate
      >
        <Stack gap="4">
          {children}
          <Button type="submit" colorPalette="brand" loading={busy}>
            {submitLabel}
          </Button>
        </Stack>
      </form>
      {after}
    </AuthLayout>
  );
}

/** A form's field errors and busy state, with the rules' problems (dictionary keys) shown translated. */
export function useAuthForm<F extends string>() {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [busy, setBusy] = useState(false);
  return {
    errors,
    setErrors,
    busy,
    /** Shows each field's problem (none: the field's error clears); answers the problems shown. */
    check(problems: Partial<Record<F, string | null | undefined>>): Partial<Record<F, string>> {
      const shown: Partial<Record<F, string>> = {};
      for (const [field, key] of Object.entries(problems) as [F, string | null | undefined][]) {
        if (key) shown[field] = t(key);
      }
      setErrors(shown);
      return shown;
    },
    /** Runs the form's work with the submit button busy. */
    async busyWhile(work: () => Promise<void>): Promise<void> {
      setBusy(true);
      try {
        await work();
      } finally {
        setBusy(false);
      }
    },
  };
}

/** A new password and its confirmation (sign-up, first sign-in, reset): the state, its rules, the fields' props. */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  return {
    password,
    fields: { password, onPasswordChange: setPassword, confirmPassword, onConfirmChange: setConfirmPassword },
    /** The policy's and the match's problems (dictionary keys). */
    problems: () => ({
      password: newPasswordError(password),
      confirmPassword: confirmPasswordError(password, confirmPassword),
    }),
  };
}
