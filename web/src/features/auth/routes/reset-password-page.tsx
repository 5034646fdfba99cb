import { Link, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { confirmPasswordReset } from '../amplify';
import { AuthFormPage, useAuthForm, useNewPassword } from '../components/auth-form-page';
import { NewPasswordFields, SignInField } from '../components/fields';
import { errorMessage } from '../model/auth-errors';
import { emailError, normalizeEmail, requiredError } from '../model/validation';

/** /reset-password (spec 1 §4 "confirm new password"): the code from the e-mail and the new password twice. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [email, setEmail] = useState(() => new URLSearchParams(search).get('email') ?? '');
  const [code, setCode] = useState('');
  const newPassword = useNewPassword();
  const form = useAuthForm<'email' | 'code' | 'password' | 'confirmPassword'>();
  const { errors, setErrors } = form;
  const firstRef = useRef<HTMLInputElement>(null);

  const submit = async () => {
    const problems = form.check({
      email: emailError(email),
      code: requiredError(code),
      ...newPassword.problems(),
    });
    if (Object.keys(problems).length) return firstRef.current?.focus();
    const username = normalizeEmail(email);
    await form.busyWhile(async () => {
      try {
        await confirmPasswordReset(username, code.trim(), newPassword.password);
        void navigate(`/login?${new URLSearchParams({ email: username })}`, {
          state: { notice: 'password-changed' },
        });
      } catch (error) {
        const message = errorMessage(error);
        setErrors(/password/i.test(message) ? { password: message } : { code: message });
      }
    });
  };

  return (
    <AuthFormPage
      title={t('reset-password')}
      before={<Text>{t('reset-password-intro')}</Text>}
      onSubmit={submit}
      submitLabel={t('change-password')}
      busy={form.busy}
      after={
        <Link asChild color="brand.fg" textStyle="sm">
          <RouterLink to="/forgot-password">{t('send-new-code')}</RouterLink>
        </Link>
      }
    >
      <SignInField name="email" ref={firstRef} value={email} onChange={setEmail} error={errors.email} />
      <SignInField name="code" value={code} onChange={setCode} error={errors.code} />
      <NewPasswordFields
        {...newPassword.fields}
        errors={errors}
        labels={{ password: 'new-password', confirm: 'confirm-new-password' }}
      />
    </AuthFormPage>
  );
}
