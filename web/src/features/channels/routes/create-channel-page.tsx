import { Button, Dialog, Field, Heading, Input, Spinner, Stack, Text, HStack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { channelNameSchema } from '#shared/api';
import { AppDialog, DialogActions } from '../../../components/app-dialog';
import { notify } from '../../../components/notices';
import { ApiError } from '../../../lib/api-client';
import { useTenant } from '../../../lib/app-context';
import { useSession } from '../../../lib/session';
import { useChannelCommand } from '../api/channels';
import { CREATE_CHANNEL_WAIT_MS, channelHomePath, wait, type CreateStep } from '../model/create-channel';

/**
 * /channel/create, "Add channel" (spec 1 §2, spec 2 §4): the name, a confirm dialog, a busy dialog
 * while the channel is created and for 3 s after, then the new channel's home. Not offered while
 * working in another organization.
 */
export function CreateChannelPage() {
  const { t } = useTranslation();
  const session = useSession();
  const tenant = useTenant();
  const navigate = useNavigate();
  const run = useChannelCommand();
  const [name, setName] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [step, setStep] = useState<CreateStep>('form');
  const tubeId = tenant.tube?.id ?? tenant.organization.tubeId;

  if (session.isSwitched) {
    return (
      <Text role="alert" data-testid="create-channel-switched">
        {t('channel-create-switched')}
      </Text>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = channelNameSchema.safeParse(name);
    if (!parsed.success) {
      setInvalid(name.trim() === '' ? t('required') : t('channel-create-name-invalid'));
      return;
    }
    setInvalid(null);
    setName(parsed.data);
    setStep('confirm');
  };

  const create = async () => {
    setStep('busy');
    try {
      const result = await run({ type: 'createPersonalChannel', payload: { tubeId, name } });
      await wait(CREATE_CHANNEL_WAIT_MS);
      navigate(channelHomePath(result.res.id));
    } catch (error) {
      setStep('form');
      notify.error(error instanceof ApiError && error.message ? error.message : t('error-generic'));
    }
  };

  return (
    <Stack asChild gap="4" maxW="560px">
      <form onSubmit={submit} noValidate data-testid="create-channel">
        <Heading as="h1" size="2xl">
          {t('channel-create-title')}
        </Heading>
        <Text color="fg.muted">{t('channel-create-intro')}</Text>
        <Field.Root invalid={invalid !== null} required>
          <Field.Label>{t('channel-create-name')}</Field.Label>
          <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={100} autoFocus />
          <Field.ErrorText>{invalid}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="brand" alignSelf="flex-start">
          {t('channel-create-submit')}
        </Button>

        <AppDialog
          open={step === 'confirm'}
          onClose={() => setStep('form')}
          role="alertdialog"
          title={t('channel-create-confirm-title')}
          testId="create-channel-confirm"
          close={false}
        >
          <Dialog.Body>
            <Text>{t('channel-create-confirm-text', { name })}</Text>
          </Dialog.Body>
          <DialogActions dismiss={t('cancel')}>
            <Button colorPalette="brand" onClick={() => void create()}>
              {t('channel-create-confirm')}
            </Button>
          </DialogActions>
        </AppDialog>

        {/* Busy: not dismissible, the page moves on by itself. */}
        <AppDialog
          open={step === 'busy'}
          closeOnEscape={false}
          closeOnInteractOutside={false}
          testId="create-channel-busy"
          contentProps={{ 'aria-busy': true }}
          close={false}
        >
          <Dialog.Body py="6">
            <HStack gap="3">
              <Spinner />
              <Dialog.Title textStyle="md" fontWeight="normal">
                {t('channel-create-busy')}
              </Dialog.Title>
            </HStack>
          </Dialog.Body>
        </AppDialog>
      </form>
    </Stack>
  );
}
