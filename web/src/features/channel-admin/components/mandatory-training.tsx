import { Button, Skeleton, Stack, Switch, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChannelDetail } from '#shared/api';
import type { ChannelMandatoryTrainingSetting } from '#shared/api/endpoints/channel-mandatory';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormError, LabelledCheckbox } from '../../../components/form-bits';
import { TitledSection } from '../../../components/titled-section';
import { notify } from '../../../components/notices';
import { refusalMessage } from '../../../lib/refusal-message';
import { useChannelAdminCommand, useChannelTracks } from '../api/channel-admin';
import {
  assignsTraining,
  mandatoryProblem,
  MANDATORY_TRACKS_MAX,
  sameSetting,
  toggleTrack,
  trackOptions,
  withKnownTracks,
} from '../model/mandatory-training';

const OFF: ChannelMandatoryTrainingSetting = { enabled: false, trackIds: [] };

/**
 * A company channel's mandatory training (spec 2 §3 channelMandatoryTrainingSetting, §7): on, the chosen
 * tracks are mandatory for every user of the channel, now and later; saving what assigns training is
 * confirmed with the spec's checkbox first. The channel read is refetched after saving.
 */
export function MandatoryTraining({ channel }: { channel: ChannelDetail }) {
  // A refetched setting (after saving, or another manager's change) starts the form again from it.
  const saved = channel.channelMandatoryTrainingSetting ?? OFF;
  return <MandatoryTrainingForm key={JSON.stringify(saved)} channel={channel} saved={saved} />;
}

function MandatoryTrainingForm({
  channel,
  saved,
}: {
  channel: ChannelDetail;
  saved: ChannelMandatoryTrainingSetting;
}) {
  const { t } = useTranslation();
  const run = useChannelAdminCommand();
  const tracks = useChannelTracks(channel.id);
  const options = useMemo(() => trackOptions(tracks.data ?? []), [tracks.data]);
  const [edited, setEdited] = useState(saved);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const problem = mandatoryProblem(edited);
  const save = async () => {
    const setting = tracks.data ? withKnownTracks(edited, options) : edited;
    const result = await run({
      type: 'onUpdateMandatoryTrainingSetting',
      payload: { channelId: channel.id, ...setting },
    });
    notify.success(
      setting.enabled
        ? t('channel-mandatory-saved-on', { count: result.res.assigned ?? 0 })
        : t('channel-mandatory-saved-off'),
    );
  };
  const submit = async () => {
    if (problem) return;
    if (assignsTraining(saved, edited)) {
      setConfirming(true);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await save();
    } catch (e) {
      setError(refusalMessage(e, t('error-generic')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <TitledSection
      id="channel-mandatory-heading"
      title={t('channel-mandatory-title')}
      size="lg"
      gap="4"
      testId="channel-mandatory"
    >
      <Text color="fg.muted">{t('channel-mandatory-intro')}</Text>
      <Switch.Root
        checked={edited.enabled}
        disabled={busy}
        onCheckedChange={(d) => setEdited({ ...edited, enabled: d.checked })}
      >
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>{t('channel-mandatory-enabled')}</Switch.Label>
      </Switch.Root>
      <Stack gap="2" as="fieldset">
        <Text as="legend" fontWeight="medium" mb="2">
          {t('channel-mandatory-tracks', { max: MANDATORY_TRACKS_MAX })}
        </Text>
        {tracks.data === undefined && !tracks.error ? (
          <Skeleton height="10" aria-hidden />
        ) : options.length === 0 ? (
          <Text color="fg.muted" data-testid="channel-mandatory-no-tracks">
            {t('channel-mandatory-no-tracks')}
          </Text>
        ) : (
          <Stack gap="2" data-testid="channel-mandatory-tracks">
            {options.map((option) => (
              <Stack key={option.id} ps={option.depth * 6}>
                <LabelledCheckbox
                  checked={edited.trackIds.includes(option.id)}
                  disabled={busy}
                  onChange={() => setEdited(toggleTrack(edited, option.id))}
                >
                  {option.name}
                </LabelledCheckbox>
              </Stack>
            ))}
          </Stack>
        )}
      </Stack>
      {problem ? (
        <Text color="fg.error" textStyle="sm" data-testid="channel-mandatory-problem">
          {problem === 'too-many'
            ? t('channel-mandatory-too-many', { max: MANDATORY_TRACKS_MAX })
            : t('channel-mandatory-choose-track')}
        </Text>
      ) : null}
      <Text textStyle="sm" color="fg.muted">
        {t('channel-mandatory-off-hint')}
      </Text>
      <Button
        alignSelf="flex-start"
        size="sm"
        loading={busy}
        disabled={problem !== null || sameSetting(saved, edited)}
        onClick={() => void submit()}
      >
        {t('channel-mandatory-save')}
      </Button>
      <FormError error={error} />
      {confirming ? (
        <ConfirmDialog
          title={t('channel-mandatory-confirm-title')}
          text={t('channel-mandatory-confirm-text', { channel: channel.name })}
          confirmLabel={t('channel-mandatory-confirm-check')}
          actionLabel={t('channel-mandatory-confirm-action')}
          actionPalette="brand"
          testId="channel-mandatory-confirm"
          onClose={() => setConfirming(false)}
          onConfirm={save}
        />
      ) : null}
    </TitledSection>
  );
}
