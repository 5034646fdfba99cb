import { Alert, Button, CloseButton, Dialog, Field, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTO_LOGIN_TTL_SECONDS } from '#shared/api';
import { AppDialog, DialogActions } from '../../../components/app-dialog';
import { NOTICE_DURATIONS } from '../../../components/notices';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import type { Organization } from '../../../lib/app-context';
import type { Session } from '../../../lib/session';
import { createAutoLoginLink } from '../api/auth';
import { errorMessage } from '../model/auth-errors';

/** "generate auto-login URL and create auto login (only for some organizations)" (spec 1 §2): admins of them. */
export function canCreateAutoLogin(
  organization: Pick<Organization, 'autoLoginEnabled'>,
  session: Pick<Session, 'role'>,
): boolean {
  return organization.autoLoginEnabled && session.role === 'admin';
}

export interface AutoLoginDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** "Generate auto-login URL": a link that opens the page the admin is on, signed in as the given user. */
export function GenerateAutoLoginUrlDialog(props: AutoLoginDialogProps) {
  return <AutoLoginDialog {...props} variant="url" />;
}

/** "Create auto login": a link that signs the given user in at their home page (or a chosen path). */
export function CreateAutoLoginDialog(props: AutoLoginDialogProps) {
  return <AutoLoginDialog {...props} variant="create" />;
}

function AutoLoginDialog({
  open,
  onOpenChange,
  variant,
}: AutoLoginDialogProps & { variant: 'url' | 'create' }) {
  // Mounted afresh on every opening, so each opening starts with an empty form.
  return (
    <AppDialog
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      size="md"
      fresh
      close={false}
    >
      <AutoLoginForm variant={variant} />
    </AppDialog>
  );
}

function AutoLoginForm({ variant }: { variant: 'url' | 'create' }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [redirectPath, setRedirectPath] = useState(() => (variant === 'url' ? currentPath() : '/home'));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [link, setLink] = useState<{ url: string; expiresAt: string }>();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), NOTICE_DURATIONS.copied);
    return () => clearTimeout(timer);
  }, [copied]);

  const canCreate = email.trim() !== '' && password !== '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canCreate) return;
    setBusy(true);
    setError(undefined);
    try {
      const answer = await createAutoLoginLink({
        email,
        password,
        ...(redirectPath.trim() ? { redirectPath: redirectPath.trim() } : {}),
      });
      setLink({ url: answer.url, expiresAt: answer.expiresAt });
    } catch (failure) {
      setError(
        failure instanceof ApiError ? (failure.issues[0]?.message ?? failure.message) : errorMessage(failure),
      );
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    if (!link) return;
    await navigator.clipboard.writeText(link.url);
    setCopied(true);
  };

  const title = variant === 'url' ? t('generate-auto-login-url') : t('create-auto-login');
  const days = Math.round(AUTO_LOGIN_TTL_SECONDS / 86400);
  // The user's credentials: the admin types them, the browser must not fill in the admin's own.
  const credential = (type: 'email' | 'password', label: string) => ({
    name: type,
    label,
    type,
    autoComplete: 'off',
  });

  return (
    <form onSubmit={submit} noValidate>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Text color="fg.muted" textStyle="sm">
            {t('auto-login-lifetime', { days })}
          </Text>
          <TextField {...credential('email', t('email'))} value={email} onChange={setEmail} />
          <TextField
            {...credential('password', t('password'))}
            value={password}
            onChange={setPassword}
            helper={t('auto-login-password-hint')}
          />
          <Field.Root>
            <Field.Label>{t('auto-login-redirect-path')}</Field.Label>
            <Input value={redirectPath} onChange={(e) => setRedirectPath(e.target.value)} />
          </Field.Root>
          {error && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Description>{error}</Alert.Description>
            </Alert.Root>
          )}
          {link && (
            <Field.Root>
              <Field.Label>{t('auto-login-link')}</Field.Label>
              <InputGroup
                endElement={
                  <Button size="xs" variant="outline" me="-2" onClick={() => void copy()}>
                    {t('auth-copy')}
                  </Button>
                }
              >
                <Input readOnly value={link.url} data-testid="auto-login-link" />
              </InputGroup>
              <Field.HelperText>
                {t('auto-login-expires', { date: new Date(link.expiresAt).toLocaleString() })}
              </Field.HelperText>
            </Field.Root>
          )}
          {copied && (
            <Text role="status" color="fg.success" textStyle="sm">
              {t('auth-copied-to-clipboard')}
            </Text>
          )}
        </Stack>
      </Dialog.Body>
      <DialogActions dismiss={t('auth-close')}>
        <Button type="submit" colorPalette="brand" disabled={!canCreate} loading={busy}>
          {t('auth-create')}
        </Button>
      </DialogActions>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={t('auth-close')} />
      </Dialog.CloseTrigger>
    </form>
  );
}

function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}
