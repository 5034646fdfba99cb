import { Link, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { requestPasswordReset } from '../amplify';
import { AuthFormPage, useAuthForm } from '../components/auth-form-page';
import { SignInField } from '../components/fields';
import { errorMessage } from '../model/auth-errors';
import { emailError, normalizeEmail } from '../model/validation';

/** /forgot-password (spec 1 §4): a code is sent to the e-mail, then /reset-password sets the new one. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const { errors, setErrors, busy, check, busyWhile } = useAuthForm<'email'>();
  const emailRef = useRef<HTMLInputElement>(null);

  const submit = async () => {
    if (check({ email: emailError(email) }).email) return emailRef.current?.focus();
    const username = normalizeEmail(email);
    await busyWhile(async () => {
      try {
        await requestPasswordReset(username);
        void navigate(`/reset-password?${new URLSearchParams({ email: username })}`);
      } catch (failure) {
        setErrors({ email: errorMessage(failure) });
        emailRef.current?.focus();
      }
    });
  };

  return (
    <AuthFormPage
      title={t('forgot-password')}
      before={<Text>{t('forgot-password-intro')}</Text>}
      onSubmit={submit}
      submitLabel={t('send-reset-code')}
      busy={busy}
      after={
        <Link asChild color="brand.fg" textStyle="sm">
          <RouterLink to="/login">{t('back-to-login')}</RouterLink>
        </Link>
      }
    >
      <SignInField name="email" ref={emailRef} value={email} onChange={setEmail} error={errors.email} />
    </AuthFormPage>
  );
}
