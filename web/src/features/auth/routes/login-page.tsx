import { Alert, Button, HStack, Link, Stack } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { completeNewPassword, signInWithPassword } from '../amplify';
import { AuthFormPage, useAuthForm, useNewPassword } from '../components/auth-form-page';
import { NewPasswordFields, SignInField } from '../components/fields';
import { errorMessage, loginErrorField, loginErrorKey } from '../model/auth-errors';
import { useTenant } from '../../../lib/app-context';
import { emailError, normalizeEmail, requiredError } from '../model/validation';
import { useAuthActions } from '../session/auth-context';

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
  const newPassword = useNewPassword();
  const form = useAuthForm<'email' | 'password' | 'newPassword' | 'confirmPassword'>();
  const { errors, setErrors } = form;
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const newPasswordRef = useRef<HTMLInputElement>(null);
  const notice = (state as { notice?: string } | null)?.notice;

  const finish = async () => {
    if (!(await completeSignIn())) setErrors({ password: t('error-generic') });
  };

  const submitSignIn = async () => {
    const problems = form.check({ email: emailError(email), password: requiredError(password) });
    if (problems.email) return emailRef.current?.focus();
    if (problems.password) return passwordRef.current?.focus();
    const username = normalizeEmail(email);
    setEmail(username);
    await form.busyWhile(async () => {
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
      }
    });
  };

  const submitNewPassword = async () => {
    const { password: policy, confirmPassword } = newPassword.problems();
    const problems = form.check({ newPassword: policy, confirmPassword });
    if (problems.newPassword || problems.confirmPassword) return newPasswordRef.current?.focus();
    await form.busyWhile(async () => {
      try {
        await completeNewPassword(newPassword.password);
        await finish();
      } catch (error) {
        setErrors({ newPassword: errorMessage(error) });
        newPasswordRef.current?.focus();
      }
    });
  };

  const keepQuery = (path: string) => `${path}${search}`;

  if (step === 'newPassword') {
    return (
      <AuthFormPage
        title={t('create-new-password')}
        before={
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Description>{t('must-create-new-password')}</Alert.Description>
          </Alert.Root>
        }
        onSubmit={submitNewPassword}
        submitLabel={t('set-password-and-sign-in')}
        busy={form.busy}
      >
        <NewPasswordFields
          ref={newPasswordRef}
          {...newPassword.fields}
          errors={{ password: errors.newPassword, confirmPassword: errors.confirmPassword }}
          labels={{ password: 'new-password', confirm: 'confirm-new-password' }}
        />
      </AuthFormPage>
    );
  }

  return (
    <AuthFormPage
      title={t('sign-in')}
      before={
        notice && (
          <Alert.Root status="success">
            <Alert.Indicator />
            <Alert.Description>{t(notice)}</Alert.Description>
          </Alert.Root>
        )
      }
      onSubmit={submitSignIn}
      submitLabel={t('login')}
      busy={form.busy}
      after={
        <Stack gap="4">
          {organization.ssoUrl ? (
            // Single sign-on (issue 11): the organization's identity provider, back with a token in the hash.
            <Button asChild variant="outline" width="100%">
              <a href={organization.ssoUrl} data-testid="sso-sign-in">
                {t('sso-sign-in-with', { name: organization.ssoName ?? t('settings-admin-menu-sso') })}
              </a>
            </Button>
          ) : null}
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
        </Stack>
      }
    >
      <SignInField name="email" ref={emailRef} value={email} onChange={setEmail} error={errors.email} />
      <SignInField
        ref={passwordRef}
        name="password"
        value={password}
        onChange={setPassword}
        error={errors.password}
      />
    </AuthFormPage>
  );
}
