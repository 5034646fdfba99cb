import { Alert, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { confirmRegistration, register, resendRegistrationCode, signInWithPassword } from '../amplify';
import { AuthLayout } from '../components/auth-layout';
import { NewPasswordFields, EmailField, TextField } from '../components/fields';
import { errorMessage, registerErrorField } from '../model/auth-errors';
import {
  confirmPasswordError,
  emailError,
  newPasswordError,
  normalizeEmail,
  requiredError,
} from '../model/validation';
import { useAuthActions } from '../session/auth-context';
import { useTenant } from '../../../lib/app-context';
import { signUpRefusal, signUpRefusalIn } from '#shared/domain/sign-up';

type Errors = Partial<Record<'email' | 'password' | 'confirmPassword' | 'code', string>>;

/**
 * /register (spec 1 §4): sign-up → unconfirmed → confirmation code (can be resent) → confirmed → signed
 * in. The user's organization is bound server-side on confirmation (custom:orgId is not writable).
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const { completeSignIn } = useAuthActions();
  const { organization } = useTenant();
  const navigate = useNavigate();
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const [step, setStep] = useState<'signUp' | 'confirm'>(
    query.get('step') === 'confirm' ? 'confirm' : 'signUp',
  );
  const [email, setEmail] = useState(query.get('email') ?? '');
  const signUpPolicy = {
    // The public organization says whether sign-up is open (false for the operator organization).
    isProviderOrganization: !organization.selfSignUp,
    whitelistedDomains: organization.whitelistedDomains,
  };
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [resent, setResent] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  const submitSignUp = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    const emailProblem = emailError(email);
    if (emailProblem) next.email = t(emailProblem);
    // The pre-sign-up trigger decides; the page says it before the round trip.
    const refusal = emailProblem ? null : signUpRefusal(signUpPolicy, email);
    if (refusal) next.email = t(refusal);
    const policy = newPasswordError(password);
    if (policy) next.password = t(policy);
    const match = confirmPasswordError(password, confirmPassword);
    if (match) next.confirmPassword = t(match);
    setErrors(next);
    if (next.email) return emailRef.current?.focus();
    if (next.password || next.confirmPassword) return passwordRef.current?.focus();
    const username = normalizeEmail(email);
    setEmail(username);
    setBusy(true);
    try {
      const outcome = await register(username, password, window.location.origin);
      if (outcome === 'confirm') {
        setStep('confirm');
        setTimeout(() => codeRef.current?.focus());
      } else {
        await signInAfterConfirmation(username);
      }
    } catch (error) {
      const refused = signUpRefusalIn(errorMessage(error));
      const field = refused
        ? 'email'
        : registerErrorField(error as { name?: string; message?: string }, 'signUp');
      setErrors({ [field]: refused ? t(refused) : errorMessage(error) });
      (field === 'password' ? passwordRef : emailRef).current?.focus();
    } finally {
      setBusy(false);
    }
  };

  /** Confirmed: signed in with the password just chosen, or (arriving from the login) to the login. */
  const signInAfterConfirmation = async (username: string) => {
    if (!password) {
      void navigate(`/login?${new URLSearchParams({ email: username })}`, {
        state: { notice: 'registration-confirmed' },
      });
      return;
    }
    const outcome = await signInWithPassword(username, password);
    if (outcome !== 'done' || !(await completeSignIn())) {
      void navigate(`/login?${new URLSearchParams({ email: username })}`, {
        state: { notice: 'registration-confirmed' },
      });
    }
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    const problem = requiredError(code);
    if (problem) {
      setErrors({ code: t(problem) });
      return codeRef.current?.focus();
    }
    setErrors({});
    setBusy(true);
    try {
      await confirmRegistration(email, code.trim());
    } catch (error) {
      setErrors({ code: errorMessage(error) });
      setBusy(false);
      return codeRef.current?.focus();
    }
    try {
      await signInAfterConfirmation(email);
    } catch (error) {
      setErrors({ code: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setResent(false);
    try {
      await resendRegistrationCode(email);
      setResent(true);
    } catch {
      setErrors({ code: t('error-sending-confirmation-code') });
    }
  };

  if (step === 'confirm') {
    return (
      <AuthLayout title={t('confirm-registration')}>
        <Text>{t('confirmation-code-sent', { email })}</Text>
        {resent && (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Description>{t('confirmation-code-resent')}</Alert.Description>
          </Alert.Root>
        )}
        <form onSubmit={submitCode} noValidate>
          <Stack gap="4">
            <TextField
              ref={codeRef}
              name="code"
              label={t('confirmation-code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={setCode}
              error={errors.code}
            />
            <Button type="submit" colorPalette="brand" loading={busy}>
              {t('auth-confirm')}
            </Button>
          </Stack>
        </form>
        <HStack gap="2" textStyle="sm">
          <Text color="fg.muted">{t('no-code-received')}</Text>
          <Button variant="plain" size="sm" color="brand.fg" px="0" onClick={() => void resend()}>
            {t('resend-code')}
          </Button>
        </HStack>
      </AuthLayout>
    );
  }

  if (!organization.selfSignUp) {
    return (
      <AuthLayout title={t('create-account')}>
        <Alert.Root status="info" data-testid="sign-up-closed">
          <Alert.Indicator />
          <Alert.Description>{t('sign-up-closed')}</Alert.Description>
        </Alert.Root>
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to={`/login${search}`}>{t('back-to-login')}</RouterLink>
        </Link>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('create-account')}>
      <Text textStyle="sm" color="fg.muted" data-testid="sign-up-domains">
        {t('sign-up-domains', { domains: organization.whitelistedDomains.join(', ') })}
      </Text>
      <form onSubmit={submitSignUp} noValidate>
        <Stack gap="4">
          <EmailField
            ref={emailRef}
            value={email}
            onChange={setEmail}
            error={errors.email}
            autoComplete="email"
          />
          <NewPasswordFields
            ref={passwordRef}
            password={password}
            onPasswordChange={setPassword}
            confirmPassword={confirmPassword}
            onConfirmChange={setConfirmPassword}
            errors={errors}
            labels={{ password: 'password', confirm: 'confirm-password' }}
          />
          <Button type="submit" colorPalette="brand" loading={busy}>
            {t('register')}
          </Button>
        </Stack>
      </form>
      <Text textStyle="sm">
        {t('already-have-account')}{' '}
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to={`/login${search}`}>{t('login')}</RouterLink>
        </Link>
      </Text>
    </AuthLayout>
  );
}
