import { Alert, Button, HStack, Link, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { confirmRegistration, register, resendRegistrationCode, signInWithPassword } from '../amplify';
import { AuthFormPage, useAuthForm, useNewPassword } from '../components/auth-form-page';
import { AuthLayout } from '../components/auth-layout';
import { NewPasswordFields, SignInField } from '../components/fields';
import { errorMessage, registerErrorField } from '../model/auth-errors';
import { emailError, normalizeEmail, requiredError } from '../model/validation';
import { useAuthActions } from '../session/auth-context';
import { useTenant } from '../../../lib/app-context';
import { signUpRefusal, signUpRefusalIn } from '#shared/domain/sign-up';

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
  const newPassword = useNewPassword();
  const { password } = newPassword;
  const [code, setCode] = useState('');
  const form = useAuthForm<'email' | 'password' | 'confirmPassword' | 'code'>();
  const { errors, setErrors } = form;
  const [resent, setResent] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  const submitSignUp = async () => {
    const problems = form.check({
      // The pre-sign-up trigger decides; the page says it before the round trip.
      email: emailError(email) ?? signUpRefusal(signUpPolicy, email),
      ...newPassword.problems(),
    });
    if (problems.email) return emailRef.current?.focus();
    if (problems.password || problems.confirmPassword) return passwordRef.current?.focus();
    const username = normalizeEmail(email);
    setEmail(username);
    await form.busyWhile(async () => {
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
      }
    });
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

  const submitCode = async () => {
    if (form.check({ code: requiredError(code) }).code) return codeRef.current?.focus();
    await form.busyWhile(async () => {
      try {
        await confirmRegistration(email, code.trim());
      } catch (error) {
        setErrors({ code: errorMessage(error) });
        codeRef.current?.focus();
        return;
      }
      try {
        await signInAfterConfirmation(email);
      } catch (error) {
        setErrors({ code: errorMessage(error) });
      }
    });
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
      <AuthFormPage
        title={t('confirm-registration')}
        before={
          <>
            <Text>{t('confirmation-code-sent', { email })}</Text>
            {resent && (
              <Alert.Root status="success" role="status">
                <Alert.Indicator />
                <Alert.Description>{t('confirmation-code-resent')}</Alert.Description>
              </Alert.Root>
            )}
          </>
        }
        onSubmit={submitCode}
        submitLabel={t('auth-confirm')}
        busy={form.busy}
        after={
          <HStack gap="2" textStyle="sm">
            <Text color="fg.muted">{t('no-code-received')}</Text>
            <Button variant="plain" size="sm" color="brand.fg" px="0" onClick={() => void resend()}>
              {t('resend-code')}
            </Button>
          </HStack>
        }
      >
        <SignInField name="code" ref={codeRef} value={code} onChange={setCode} error={errors.code} />
      </AuthFormPage>
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
    <AuthFormPage
      title={t('create-account')}
      before={
        <Text textStyle="sm" color="fg.muted" data-testid="sign-up-domains">
          {t('sign-up-domains', { domains: organization.whitelistedDomains.join(', ') })}
        </Text>
      }
      onSubmit={submitSignUp}
      submitLabel={t('register')}
      busy={form.busy}
      after={
        <Text textStyle="sm">
          {t('already-have-account')}{' '}
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to={`/login${search}`}>{t('login')}</RouterLink>
          </Link>
        </Text>
      }
    >
      <SignInField
        name="email"
        ref={emailRef}
        value={email}
        onChange={setEmail}
        error={errors.email}
        autoComplete="email"
      />
      <NewPasswordFields
        ref={passwordRef}
        {...newPassword.fields}
        errors={errors}
        labels={{ password: 'password', confirm: 'confirm-password' }}
      />
    </AuthFormPage>
  );
}
