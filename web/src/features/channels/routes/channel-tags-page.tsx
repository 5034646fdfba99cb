import { Button, Checkbox, Fieldset, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { CHANNEL_TAGS_MAX, type ChannelDetail } from '#shared/api';
import { notify } from '../../../components/notices';
import { ChannelPageFailure } from '../components/channel-page-failure';
import { ApiError } from '../../../lib/api-client';
import { useChannel, useChannelCommand } from '../api/channels';
import { useChannelTags } from '../api/channel-settings';
import { groupTags, sameTags, tagKey, toggleTag, type Tag } from '../model/channel-tags';
import { Loading } from '../../../components/loading';

/**
 * /channel/tags/{channelId} (spec 2 §2; §3 Channel tags; the channelTags feature): the channel's managers
 * pick its tags from the organization's tags (/admin/tags); the channel's header shows them.
 */
export function ChannelTagsPage() {
  const { channelId = '' } = useParams();
  const { data: channel, error: channelError } = useChannel(channelId);
  const { data, error, mutate } = useChannelTags(channelId);
  const failure = channelError ?? error;
  if (failure) return <ChannelPageFailure error={failure} testId="channel-tags-error" />;
  if (!channel || !data) return <Loading />;
  return (
    <TagPicker
      channel={channel}
      enabled={data.enabled}
      available={data.available}
      saved={data.selected}
      refresh={async () => {
        await mutate();
      }}
    />
  );
}

function TagPicker({
  channel,
  enabled,
  available,
  saved,
  refresh,
}: {
  channel: ChannelDetail;
  enabled: boolean;
  available: Tag[];
  saved: Tag[];
  refresh: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const run = useChannelCommand();
  const [selected, setSelected] = useState<Tag[]>(saved);
  const [busy, setBusy] = useState(false);
  const full = selected.length >= CHANNEL_TAGS_MAX;

  const save = async () => {
    setBusy(true);
    try {
      await run({ type: 'updateChannelTags', payload: { channelId: channel.id, tags: selected } });
      await refresh();
      notify.success(t('channel-tags-saved'));
    } catch (e) {
      notify.error(e instanceof ApiError && e.status < 500 && e.message ? e.message : t('error-generic'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="6" maxW="720px" data-testid="channel-tags">
      <Stack gap="1">
        <Link asChild variant="underline" textStyle="sm" alignSelf="flex-start">
          <RouterLink to={`/channel/${encodeURIComponent(channel.id)}/home`}>{channel.name}</RouterLink>
        </Link>
        <Heading as="h1" size="2xl">
          {t('channel-tags-title')}
        </Heading>
        <Text color="fg.muted">{t('channel-tags-intro')}</Text>
      </Stack>
      {!enabled ? (
        <Text role="status" data-testid="channel-tags-disabled">
          {t('channel-tags-disabled')}
        </Text>
      ) : available.length === 0 ? (
        <Text color="fg.muted" data-testid="channel-tags-empty">
          {t('channel-tags-empty')}
        </Text>
      ) : (
        <Stack gap="4">
          {groupTags(available).map(({ group, tags }) => (
            <Fieldset.Root key={group}>
              <Fieldset.Legend fontWeight="semibold">{group}</Fieldset.Legend>
              <Stack gap="1">
                {tags.map((tag) => {
                  const checked = selected.some((s) => tagKey(s) === tagKey(tag));
                  return (
                    <Checkbox.Root
                      key={tagKey(tag)}
                      checked={checked}
                      disabled={!checked && full}
                      onCheckedChange={() => setSelected(toggleTag(selected, tag))}
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{tag.tagValue}</Checkbox.Label>
                    </Checkbox.Root>
                  );
                })}
              </Stack>
            </Fieldset.Root>
          ))}
          {full ? (
            <Text textStyle="sm" color="fg.muted">
              {t('channel-tags-max', { max: CHANNEL_TAGS_MAX })}
            </Text>
          ) : null}
          <Button
            colorPalette="brand"
            alignSelf="flex-start"
            onClick={() => void save()}
            loading={busy}
            disabled={busy || sameTags(selected, saved)}
            data-testid="channel-tags-save"
          >
            {t('save')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
