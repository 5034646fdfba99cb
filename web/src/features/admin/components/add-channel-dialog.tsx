import { Field, Input, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { channelNameSchema } from '#shared/api';
import { AppDialog, DialogFormBody, DialogSubmitFooter } from '../../../components/app-dialog';
import { LabelledCheckbox } from '../../../components/form-bits';
import { useChannelCommand } from '../../../lib/channel-data';
import { useDialogSubmit } from '../../../lib/use-dialog-submit';

/**
 * "Add channel" on /admin/channels (issue 11): a company channel's name, abstract and private flag;
 * createChannel, then its edit page for the rest (icon, images, colour, languages). /channel/create
 * stays the personal-channel flow of spec 1.
 */
export function AddChannelDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const run = useChannelCommand();
  const [name, setName] = useState('');
  const [abstract, setAbstract] = useState('');
  const [isPrivate, setIsPrivate] = useState(false);
  const [invalid, setInvalid] = useState<string | null>(null);
  const { busy, error, run: submitting } = useDialogSubmit();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = channelNameSchema.safeParse(name);
    if (!parsed.success) {
      setInvalid(name.trim() === '' ? t('required') : t('channel-admin-name-invalid'));
      return;
    }
    setInvalid(null);
    void submitting(async () => {
      const created = await run({
        type: 'createChannel',
        payload: { name: parsed.data, ...(abstract.trim() ? { abstract: abstract.trim() } : {}), isPrivate },
      });
      onClose();
      navigate(`/channel/edit/${created.res.id}`);
    });
  };

  return (
    <AppDialog open onClose={onClose} title={t('channel-admin-add-channel')} testId="add-channel-dialog">
      <form onSubmit={submit} noValidate>
        <DialogFormBody error={error}>
          <Text color="fg.muted">{t('channel-admin-add-channel-intro')}</Text>
          <Field.Root invalid={invalid !== null} required>
            <Field.Label>
              {t('channel-admin-name')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input name="name" value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
            <Field.ErrorText>{invalid}</Field.ErrorText>
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('channel-admin-abstract')}</Field.Label>
            <Input
              name="abstract"
              value={abstract}
              maxLength={300}
              onChange={(e) => setAbstract(e.target.value)}
            />
          </Field.Root>
          <LabelledCheckbox checked={isPrivate} onChange={setIsPrivate}>
            {t('channel-admin-private')}
          </LabelledCheckbox>
        </DialogFormBody>
        <DialogSubmitFooter
          onCancel={onClose}
          label={t('channel-admin-create')}
          busy={busy}
          colorPalette="brand"
        />
      </form>
    </AppDialog>
  );
}
