import { Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isFeatureOn } from '#shared/domain/feature-flags';
import { isUiLanguage, type UiLanguage } from '#shared/domain/languages';
import { VIDEO_STAGES } from '#shared/domain/video-kinds';
import { FieldsetStack, FormError } from '../../../components/form-bits';
import { notify } from '../../../components/notices';
import { SelectField } from '../../../components/select-field';
import { TextAreaField, TextField } from '../../../components/text-field';
import { activeTubeId, useTenant } from '../../../lib/app-context';
import { channelOptions, valueOptions } from '../../../lib/select-options';
import { useSession } from '../../../lib/session';
import { useDialogSubmit } from '../../../lib/use-dialog-submit';
import { saveOverview, useDestinationChannels } from '../api/studio';
import type { StudioSectionProps } from '../model/sections';
import { TranscriptionStatus } from '../transcription/transcription-status';
import { ThumbnailPicker } from './thumbnail-picker';
import { ProductionRequest } from '../components/production-request';
import { MasterLanguageField, VideoTypeField } from '../components/video-property-fields';
import {
  formAfterRead,
  mayChangeLocation,
  overviewChanges,
  overviewForm,
  overviewProblems,
  type OverviewField,
  type OverviewForm,
} from '../model/overview-form';

/**
 * Section `overview` (spec 2 §2): title, abstract, description, type, stage label (videoStage feature)
 * and master language; the location (channel) and the responsible person only while a draft (§4).
 * Read-only while the caller may not edit the video's fields (the page's notice says why).
 */
export function OverviewSection({ video, refresh, readOnly = false }: StudioSectionProps) {
  const { t } = useTranslation();
  const session = useSession();
  const tenant = useTenant();
  const [form, setForm] = useState<OverviewForm>(() => overviewForm(video));
  // A new read of the video shows in a form nothing was typed into since the last one.
  const [read, setRead] = useState(video);
  if (read !== video) {
    setRead(video);
    setForm(formAfterRead(form, read, video));
  }
  const [showProblems, setShowProblems] = useState(false);
  const submit = useDialogSubmit();
  const draft = mayChangeLocation(video);
  const channels = useDestinationChannels();
  const stageEnabled = isFeatureOn(session.initData?.featureFlags ?? [], 'videoStage', {
    tubeId: activeTubeId(tenant),
    channelId: video.channelId,
  });
  const languages: UiLanguage[] = [
    ...new Set(
      [
        video.masterLanguage,
        tenant.organization.masterLanguage,
        ...tenant.organization.organizationLanguages,
      ].filter(isUiLanguage),
    ),
  ];
  const problems = overviewProblems(form);
  const problem = (field: keyof typeof problems) =>
    showProblems && problems[field] ? t(problems[field]!) : undefined;
  const set =
    <K extends keyof OverviewForm>(key: K) =>
    (value: string) =>
      setForm((f) => ({ ...f, [key]: value }) as OverviewForm);
  // A text field the save checks: named and bound to its form value, with its problem once shown.
  const checkedField = (key: OverviewField) => ({
    name: key,
    value: form[key],
    onChange: set(key),
    error: problem(key),
  });

  const save = () => {
    setShowProblems(true);
    if (Object.keys(problems).length > 0) return;
    void submit.run(async () => {
      await saveOverview(overviewChanges(video, form, { stageEnabled }));
      await refresh();
      notify.snackbar(t('studio-saved'));
    });
  };

  const locations = channelOptions(channels.data);
  if (!locations.some((c) => c.value === video.channelId)) {
    locations.unshift({ value: video.channelId, label: video.channelName });
  }

  return (
    <Stack gap="4" maxW="3xl">
      {/* The upload's automatic transcription; once it ends, what it wrote (the description) is read. */}
      <TranscriptionStatus
        videoId={video.id}
        version={video.version}
        language={video.masterLanguage}
        onSettled={refresh}
      />
      {/* Outside the form: its own commands, and Enter in its second field is no overview save. */}
      <ThumbnailPicker video={video} refresh={refresh} readOnly={readOnly} />
      <form
        data-testid="studio-overview"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        {/* Read-only (editorial control): a disabled fieldset disables every field and the save. */}
        <FieldsetStack disabled={readOnly} gap="4" maxW="3xl">
          <TextField {...checkedField('name')} label={t('studio-field-title')} />
          <TextAreaField {...checkedField('abstract')} label={t('studio-field-abstract')} rows={2} />
          <TextAreaField {...checkedField('description')} label={t('studio-field-description')} rows={5} />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <VideoTypeField name="type" value={form.type} onChange={set('type')} />
            {stageEnabled && (
              <SelectField
                name="stage"
                label={t('studio-field-stage')}
                value={form.stage}
                onChange={set('stage')}
                placeholder={{ label: t('studio-stage-none') }}
                options={valueOptions(VIDEO_STAGES, (stage) => t(`studio-stage-${stage}`))}
              />
            )}
            <MasterLanguageField
              languages={languages}
              value={form.masterLanguage}
              onChange={set('masterLanguage')}
            />
          </SimpleGrid>
          {draft ? (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <SelectField
                name="channelId"
                label={t('studio-field-channel')}
                value={form.channelId}
                onChange={set('channelId')}
                options={locations}
              />
              <TextField
                {...checkedField('responsibleEmail')}
                type="email"
                label={t('studio-field-responsible')}
              />
            </SimpleGrid>
          ) : (
            <Text color="fg.muted" textStyle="sm" data-testid="studio-location-locked">
              {t('studio-location-draft-only', { channel: video.channelName, email: video.responsibleEmail })}
            </Text>
          )}
          <FormError error={submit.error} />
          <HStack>
            <Button type="submit" loading={submit.busy} data-testid="studio-overview-save">
              {t('studio-save')}
            </Button>
          </HStack>
        </FieldsetStack>
      </form>
      {/* Not an edit of the video: offered whatever the editorial control; the server checks the right. */}
      <ProductionRequest videoId={video.id} status={video.status} />
    </Stack>
  );
}
