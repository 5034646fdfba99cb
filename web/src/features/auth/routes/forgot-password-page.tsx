import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { requestPasswordReset } from '../amplify';
import { AuthLayout } from '../components/auth-layout';
import { EmailField } from '../components/fields';
import { errorMessage } from '../model/auth-errors';
import { emailError, normalizeEmail } from '../model/validation';

/** /forgot-password (spec 1 §4): a code is sent to the e-mail, then /reset-password sets the new one. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = emailError(email);
    setError(problem && t(problem));
    if (problem) return emailRef.current?.focus();
    const username = normalizeEmail(email);
    setBusy(true);
    try {
      await requestPasswordReset(username);
      void navigate(`/reset-password?${new URLSearchParams({ email: username })}`);
    } catch (failure) {
      setError(errorMessage(failure));
      emailRef.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout title={t('forgot-password')}>
      <Text>{t('forgot-password-intro')}</Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <EmailField ref={emailRef} value={email} onChange={setEmail} error={error} />
          <Button type="submit" colorPalette="brand" loading={busy}>
            {t('send-reset-code')}
          </Button>
        </Stack>
      </form>
      <Link asChild color="brand.fg" textStyle="sm">
        <RouterLink to="/login">{t('back-to-login')}</RouterLink>
      </Link>
    </AuthLayout>
  );
}
