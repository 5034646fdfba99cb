import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { validateOrgLogin } from '../model/org-login-form';

interface OrgLoginFormProps {
  /** Called with the trimmed, lower-cased e-mail; resolves to a dictionary key to show on the field, if any. */
  onSubmit: (email: string) => Promise<string | undefined>;
}

/** One e-mail field and a Login button (spec 1 §2 "Login to organization"). */
export function OrgLoginForm({ onSubmit }: OrgLoginFormProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const fail = (key: string) => {
    setError(key);
    input.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const result = validateOrgLogin(email);
    if (!result.ok) return fail(result.error);
    setError(undefined);
    setBusy(true);
    try {
      const problem = await onSubmit(result.email);
      if (problem) fail(problem);
    } finally {
      setBusy(false);
    }
  };

  const change = (value: string) => {
    setEmail(value);
    // After the first attempt the field re-validates as the visitor types; before it, no premature errors.
    if (submitted) {
      const result = validateOrgLogin(value);
      setError(result.ok ? undefined : result.error);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('login-to-organization')}>
      <Stack gap="5">
        <Field.Root invalid={error !== undefined} required>
          <Field.Label>
            {t('email')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            ref={input}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            value={email}
            onChange={(event) => change(event.target.value)}
            size="lg"
          />
          <Field.ErrorText>{error ? t(error) : null}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="brand" size="lg" loading={busy}>
          {t('login')}
        </Button>
      </Stack>
    </form>
  );
}
