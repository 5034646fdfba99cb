import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { confirmPasswordReset } from '../amplify';
import { AuthLayout } from '../components/auth-layout';
import { NewPasswordFields, EmailField, TextField } from '../components/fields';
import { errorMessage } from '../model/auth-errors';
import {
  confirmPasswordError,
  emailError,
  newPasswordError,
  normalizeEmail,
  requiredError,
} from '../model/validation';

type Errors = Partial<Record<'email' | 'code' | 'password' | 'confirmPassword', string>>;

/** /reset-password (spec 1 §4 "confirm new password"): the code from the e-mail and the new password twice. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [email, setEmail] = useState(() => new URLSearchParams(search).get('email') ?? '');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const firstRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    const emailProblem = emailError(email);
    if (emailProblem) next.email = t(emailProblem);
    const codeProblem = requiredError(code);
    if (codeProblem) next.code = t(codeProblem);
    const policy = newPasswordError(password);
    if (policy) next.password = t(policy);
    const match = confirmPasswordError(password, confirmPassword);
    if (match) next.confirmPassword = t(match);
    setErrors(next);
    if (Object.keys(next).length) return firstRef.current?.focus();
    const username = normalizeEmail(email);
    setBusy(true);
    try {
      await confirmPasswordReset(username, code.trim(), password);
      void navigate(`/login?${new URLSearchParams({ email: username })}`, {
        state: { notice: 'password-changed' },
      });
    } catch (error) {
      const message = errorMessage(error);
      setErrors(/password/i.test(message) ? { password: message } : { code: message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout title={t('reset-password')}>
      <Text>{t('reset-password-intro')}</Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <EmailField ref={firstRef} value={email} onChange={setEmail} error={errors.email} />
          <TextField
            name="code"
            label={t('confirmation-code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={setCode}
            error={errors.code}
          />
          <NewPasswordFields
            password={password}
            onPasswordChange={setPassword}
            confirmPassword={confirmPassword}
            onConfirmChange={setConfirmPassword}
            errors={errors}
            labels={{ password: 'new-password', confirm: 'confirm-new-password' }}
          />
          <Button type="submit" colorPalette="brand" loading={busy}>
            {t('change-password')}
          </Button>
        </Stack>
      </form>
      <Link asChild color="brand.fg" textStyle="sm">
        <RouterLink to="/forgot-password">{t('send-new-code')}</RouterLink>
      </Link>
    </AuthLayout>
  );
}
