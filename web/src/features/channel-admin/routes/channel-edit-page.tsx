import { Button, Checkbox, Field, Fieldset, HStack, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { ChannelDetail } from '#shared/api';
import { LANGUAGE_NAMES, type UiLanguage } from '#shared/domain/languages';
import { FormError, LabelledCheckbox } from '../../../components/form-bits';
import { notify } from '../../../components/notices';
import { refusalMessage } from '../../../lib/refusal-message';
import { useTenant } from '../../../lib/app-context';
import { uploadChannelImage, useChannelAdminCommand, useChannelDetail } from '../api/channel-admin';
import { ChannelImageField, imageChoiceProblem, type ImageChoice } from '../components/channel-image-field';
import { changedFields, formProblems, formValues, type ChannelFormValues } from '../model/channel-form';
import { ChannelAdminHeader, ChannelReadError, NoAccess } from '../components/channel-page-state';
import { TextAreaField } from '../../../components/text-field';

/**
 * /channel/edit/{channelId} (spec 2 §2, §3 "Channel"): name, abstract, description, icon, background
 * image and colour, languages (the organization's) and the private flag; for the channel's owners and
 * admins (canUpdate). Only what changed is sent.
 */
export function ChannelEditPage() {
  const { channelId = '' } = useParams();
  const channel = useChannelDetail(channelId);

  if (channel.error) {
    return <ChannelReadError status={channel.error.status} />;
  }
  if (!channel.data) {
    return (
      <Stack gap="3" aria-hidden>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height="10" />
        ))}
      </Stack>
    );
  }
  if (!channel.data.canUpdate) {
    return <NoAccess />;
  }
  // A saved change comes back in the channel read: the form starts again from it.
  return (
    <Stack gap="10" maxW="720px">
      <ChannelEditForm key={JSON.stringify(formValues(channel.data))} detail={channel.data} />
    </Stack>
  );
}

function ChannelEditForm({ detail }: { detail: ChannelDetail }) {
  const { t } = useTranslation();
  const { organization } = useTenant();
  const run = useChannelAdminCommand();
  const [values, setValues] = useState<ChannelFormValues>(() => formValues(detail));
  const [icon, setIcon] = useState<ImageChoice>({ kind: 'keep' });
  const [background, setBackground] = useState<ImageChoice>({ kind: 'keep' });
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const problems = formProblems(values);
  const set = <K extends keyof ChannelFormValues>(name: K, value: ChannelFormValues[K]) =>
    setValues({ ...values, [name]: value });
  const shownProblem = (name: keyof ChannelFormValues) =>
    submitted && problems[name] ? t(problems[name]) : undefined;
  const imageKey = async (choice: ImageChoice) =>
    choice.kind === 'file' ? uploadChannelImage(choice.file) : choice.kind === 'remove' ? '' : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(problems).length > 0 || imageChoiceProblem(icon) || imageChoiceProblem(background))
      return;
    setBusy(true);
    setError(null);
    try {
      const [channelIcon, backgroundImage] = [await imageKey(icon), await imageKey(background)];
      const changes = {
        ...changedFields(formValues(detail), values),
        ...(channelIcon !== undefined ? { channelIcon } : {}),
        ...(backgroundImage !== undefined ? { backgroundImage } : {}),
      };
      if (Object.keys(changes).length === 0) {
        notify.snackbar(t('channel-admin-nothing-changed'));
        return;
      }
      await run({ type: 'updateChannel', payload: { channelId: detail.id, ...changes } });
      setIcon({ kind: 'keep' });
      setBackground({ kind: 'keep' });
      setSubmitted(false);
      notify.success(t('channel-admin-saved'));
    } catch (e) {
      setError(refusalMessage(e, t('error-generic')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack asChild gap="5" maxW="720px">
      <form onSubmit={(e) => void submit(e)} noValidate data-testid="channel-edit">
        <ChannelAdminHeader title={t('channel-admin-edit-title', { name: detail.name })}>
          <RouterLink to={`/channel/${detail.id}/home`}>{t('channel-admin-open-channel')}</RouterLink>
          <RouterLink to={`/channel/${detail.id}/users`}>{t('channel-admin-users')}</RouterLink>
          <RouterLink to={`/channel/access-control/${detail.id}`}>{t('channel-access-link')}</RouterLink>
          <RouterLink to={`/channel/${detail.id}/event-log`}>{t('channel-admin-event-log')}</RouterLink>
        </ChannelAdminHeader>
        <Field.Root invalid={Boolean(shownProblem('name'))} required>
          <Field.Label>
            {t('channel-admin-name')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            name="name"
            value={values.name}
            maxLength={100}
            onChange={(e) => set('name', e.target.value)}
          />
          <Field.ErrorText>{shownProblem('name')}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(shownProblem('abstract'))}>
          <Field.Label>{t('channel-admin-abstract')}</Field.Label>
          <Input name="abstract" value={values.abstract} onChange={(e) => set('abstract', e.target.value)} />
          <Field.ErrorText>{shownProblem('abstract')}</Field.ErrorText>
        </Field.Root>
        <TextAreaField
          label={t('channel-admin-description')}
          name="description"
          rows={5}
          value={values.description}
          onChange={(v) => set('description', v)}
          error={shownProblem('description')}
        />
        <ChannelImageField
          label={t('channel-admin-icon')}
          currentUrl={detail.channelIcon}
          choice={icon}
          onChange={setIcon}
          testId="channel-icon-input"
        />
        <ChannelImageField
          label={t('channel-admin-background-image')}
          currentUrl={detail.backgroundImage ?? ''}
          choice={background}
          onChange={setBackground}
          testId="channel-background-input"
        />
        <Field.Root invalid={Boolean(shownProblem('backgroundColor'))}>
          <Field.Label>{t('channel-admin-background-color')}</Field.Label>
          <HStack gap="3">
            <Input
              type="color"
              w="16"
              p="1"
              aria-label={t('channel-admin-background-color-picker')}
              value={/^#[0-9a-fA-F]{6}$/.test(values.backgroundColor) ? values.backgroundColor : '#ffffff'}
              onChange={(e) => set('backgroundColor', e.target.value)}
            />
            <Input
              name="backgroundColor"
              maxW="40"
              placeholder="#1a73e8"
              value={values.backgroundColor}
              onChange={(e) => set('backgroundColor', e.target.value.trim())}
            />
            {values.backgroundColor ? (
              <Button size="sm" variant="outline" onClick={() => set('backgroundColor', '')}>
                {t('channel-admin-color-clear')}
              </Button>
            ) : null}
          </HStack>
          <Field.ErrorText>{shownProblem('backgroundColor')}</Field.ErrorText>
        </Field.Root>
        <Fieldset.Root>
          <Fieldset.Legend>{t('channel-admin-languages')}</Fieldset.Legend>
          <Fieldset.HelperText>{t('channel-admin-languages-hint')}</Fieldset.HelperText>
          <HStack gap="5" wrap="wrap" mt="2">
            {organization.organizationLanguages.map((language) => (
              <Checkbox.Root
                key={language}
                checked={values.channelLanguages.includes(language)}
                onCheckedChange={(d) =>
                  set(
                    'channelLanguages',
                    d.checked === true
                      ? [...values.channelLanguages, language]
                      : values.channelLanguages.filter((l) => l !== language),
                  )
                }
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{LANGUAGE_NAMES[language as UiLanguage] ?? language}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </HStack>
        </Fieldset.Root>
        <Stack gap="1">
          <LabelledCheckbox checked={values.isPrivate} onChange={(v) => set('isPrivate', v)}>
            {t('channel-admin-private')}
          </LabelledCheckbox>
          <Text textStyle="sm" color="fg.muted">
            {t('channel-admin-private-hint')}
          </Text>
        </Stack>
        <FormError error={error} />
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={busy}>
          {t('channel-admin-save')}
        </Button>
      </form>
    </Stack>
  );
}
