import { Alert, Button, HStack, Link, Stack } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { completeNewPassword, signInWithPassword } from '../amplify';
import { AuthLayout } from '../components/auth-layout';
import { NewPasswordFields, EmailField, TextField } from '../components/fields';
import { errorMessage, loginErrorField, loginErrorKey } from '../model/auth-errors';
import { useTenant } from '../../../lib/app-context';
import {
  confirmPasswordError,
  emailError,
  newPasswordError,
  normalizeEmail,
  requiredError,
} from '../model/validation';
import { useAuthActions } from '../session/auth-context';

type Errors = Partial<Record<'email' | 'password' | 'newPassword' | 'confirmPassword', string>>;

/**
 * /login (also /login-lp, /lp and /loginembed): e-mail and password; "must create new password" leads
 * to the new-password step (spec 1 §4, §5). Where the user goes afterwards is the route guard's
 * decision (redirect query, remembered location, else /).
 */
export function LoginPage() {
  const { t } = useTranslation();
  const { completeSignIn } = useAuthActions();
  const { organization } = useTenant();
  const navigate = useNavigate();
  const { search, state } = useLocation();
  const [step, setStep] = useState<'signIn' | 'newPassword'>('signIn');
  const [email, setEmail] = useState(() => new URLSearchParams(search).get('email') ?? '');
  const [password, setPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const newPasswordRef = useRef<HTMLInputElement>(null);
  const notice = (state as { notice?: string } | null)?.notice;

  const finish = async () => {
    if (!(await completeSignIn())) setErrors({ password: t('error-generic') });
  };

  const submitSignIn = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    const emailProblem = emailError(email);
    if (emailProblem) next.email = t(emailProblem);
    const passwordProblem = requiredError(password);
    if (passwordProblem) next.password = t(passwordProblem);
    setErrors(next);
    if (next.email) return emailRef.current?.focus();
    if (next.password) return passwordRef.current?.focus();
    const username = normalizeEmail(email);
    setEmail(username);
    setBusy(true);
    try {
      const outcome = await signInWithPassword(username, password);
      if (outcome === 'newPasswordRequired') {
        setStep('newPassword');
        setTimeout(() => newPasswordRef.current?.focus());
      } else if (outcome === 'confirmSignUp') {
        void navigate(`/register?${new URLSearchParams({ email: username, step: 'confirm' })}`);
      } else {
        await finish();
      }
    } catch (error) {
      const authError = error as { name?: string; message?: string };
      const field = loginErrorField(authError);
      // The spec's "User does not exist." on the username field (the pools no longer say it: one text
      // for unknown e-mails and wrong passwords, on the password field); Cognito's own text otherwise.
      const key = field === 'email' ? 'user-does-not-exist' : loginErrorKey(authError);
      setErrors({ [field]: key ? t(key) : errorMessage(error) });
      (field === 'email' ? emailRef : passwordRef).current?.focus();
    } finally {
      setBusy(false);
    }
  };

  const submitNewPassword = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    const policy = newPasswordError(newPassword);
    if (policy) next.newPassword = t(policy);
    const match = confirmPasswordError(newPassword, confirmPassword);
    if (match) next.confirmPassword = t(match);
    setErrors(next);
    if (next.newPassword || next.confirmPassword) return newPasswordRef.current?.focus();
    setBusy(true);
    try {
      await completeNewPassword(newPassword);
      await finish();
    } catch (error) {
      setErrors({ newPassword: errorMessage(error) });
      newPasswordRef.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  const keepQuery = (path: string) => `${path}${search}`;

  if (step === 'newPassword') {
    return (
      <AuthLayout title={t('create-new-password')}>
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Description>{t('must-create-new-password')}</Alert.Description>
        </Alert.Root>
        <form onSubmit={submitNewPassword} noValidate>
          <Stack gap="4">
            <NewPasswordFields
              ref={newPasswordRef}
              password={newPassword}
              onPasswordChange={setNewPassword}
              confirmPassword={confirmPassword}
              onConfirmChange={setConfirmPassword}
              errors={{ password: errors.newPassword, confirmPassword: errors.confirmPassword }}
              labels={{ password: 'new-password', confirm: 'confirm-new-password' }}
            />
            <Button type="submit" colorPalette="brand" loading={busy}>
              {t('set-password-and-sign-in')}
            </Button>
          </Stack>
        </form>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('sign-in')}>
      {notice && (
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Description>{t(notice)}</Alert.Description>
        </Alert.Root>
      )}
      <form onSubmit={submitSignIn} noValidate>
        <Stack gap="4">
          <EmailField ref={emailRef} value={email} onChange={setEmail} error={errors.email} />
          <TextField
            ref={passwordRef}
            name="password"
            label={t('password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            error={errors.password}
          />
          <Button type="submit" colorPalette="brand" loading={busy}>
            {t('login')}
          </Button>
        </Stack>
      </form>
      <HStack justify="space-between" wrap="wrap" gap="2" textStyle="sm">
        <Link asChild color="brand.fg">
          <RouterLink to={keepQuery('/forgot-password')}>{t('forgot-password')}</RouterLink>
        </Link>
        {organization.selfSignUp ? (
          <Link asChild color="brand.fg">
            <RouterLink to={keepQuery('/register')}>{t('create-account')}</RouterLink>
          </Link>
        ) : null}
      </HStack>
    </AuthLayout>
  );
}
