import { Badge, Button, Checkbox, Heading, HStack, Link, List, Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowDown, LuArrowUp, LuX } from 'react-icons/lu';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { FEATURED_VIDEOS_MAX, type ChannelDetail, type ChannelRecommendation } from '#shared/api';
import { LabelledIconButton } from '../../../components/labelled-icon-button';
import { notify } from '../../../components/notices';
import { ChannelPageFailure } from '../components/channel-page-failure';
import { ApiError } from '../../../lib/api-client';
import { useChannel, useChannelCommand, useChannelVideos } from '../api/channels';
import { useChannelRecommendation } from '../api/channel-settings';
import {
  canFeatureMore,
  featurableVideos,
  featuredState,
  isDirty,
  markSaved,
  moveFeatured,
  setGeneration,
  toggleFeatured,
  type FeaturedState,
} from '../model/featured-videos';
import { Loading } from '../../../components/loading';

/** The server's message where it gives one (its texts are the spec's), else the generic one. */
function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500 && error.message ? error.message : fallback;
}

/**
 * /channel/recommendation/{channelId} (spec 2 §2; §3 featuredVideosForRecommendations,
 * featuredVideoRecommendationGenerationOn; §9 "Recommendations are generated at 2:00 AM GMT"): the
 * channel's managers pick and order its featured videos, switch the nightly recommendation on or off,
 * and can run it now.
 */
export function ChannelRecommendationPage() {
  const { channelId = '' } = useParams();
  const { data: channel, error: channelError } = useChannel(channelId);
  const { data: videos } = useChannelVideos(channelId);
  const { data: settings, error, mutate } = useChannelRecommendation(channelId);

  const failure = channelError ?? error;
  if (failure) return <ChannelPageFailure error={failure} testId="recommendation-error" />;
  if (!channel || !settings || !videos) return <Loading />;
  return (
    <FeaturedVideosEditor
      channel={channel}
      videos={videos}
      settings={settings}
      refresh={async () => {
        await mutate();
      }}
    />
  );
}

/** The editor, started from the settings the server holds. */
function FeaturedVideosEditor({
  channel,
  videos,
  settings,
  refresh,
}: {
  channel: ChannelDetail;
  videos: readonly { id: string; name: string; status: string }[];
  settings: ChannelRecommendation;
  refresh: () => Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const run = useChannelCommand();
  const channelId = channel.id;
  const [state, setState] = useState<FeaturedState>(() =>
    featuredState(
      settings.featuredVideosForRecommendations,
      settings.featuredVideoRecommendationGenerationOn,
    ),
  );
  const [busy, setBusy] = useState<'save' | 'generate' | null>(null);

  const byId = new Map(videos.map((v) => [v.id, v]));
  const offered = featurableVideos(videos, state.featured);

  const save = async () => {
    setBusy('save');
    try {
      await run({
        type: 'onUpdateFeaturedVideosForRecommendation',
        payload: {
          channelId,
          featuredVideosForRecommendations: state.featured,
          featuredVideoRecommendationGenerationOn: state.generationOn,
        },
      });
      setState(markSaved(state));
      await refresh();
      notify.success(t('recommendation-saved'));
    } catch (e) {
      notify.error(messageOf(e, t('error-generic')));
    } finally {
      setBusy(null);
    }
  };

  const generate = async () => {
    setBusy('generate');
    try {
      const result = await run({ type: 'generateRecommendations', payload: { channelId } });
      await refresh();
      notify.success(t('recommendation-generated', { count: result.res.recommended ?? 0 }));
    } catch (e) {
      // 409: the spec's "Recommendation is not enabled".
      notify.error(
        e instanceof ApiError && e.status === 409
          ? t('recommendation-not-enabled')
          : messageOf(e, t('error-generic')),
      );
    } finally {
      setBusy(null);
    }
  };

  const nameOf = (id: string) => byId.get(id)?.name ?? id;

  return (
    <Stack gap="6" maxW="900px" data-testid="channel-recommendation">
      <Stack gap="1">
        <Link asChild variant="underline" textStyle="sm" alignSelf="flex-start">
          <RouterLink to={`/channel/${encodeURIComponent(channel.id)}/home`}>{channel.name}</RouterLink>
        </Link>
        <Heading as="h1" size="2xl">
          {t('recommendation-title')}
        </Heading>
        <Text color="fg.muted">{t('recommendation-intro')}</Text>
      </Stack>

      <Switch.Root
        checked={state.generationOn}
        onCheckedChange={(e) => setState(setGeneration(state, e.checked))}
        data-testid="recommendation-generation"
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{t('recommendation-generation')}</Switch.Label>
      </Switch.Root>

      <Stack gap="2" as="section" aria-labelledby="featured-heading">
        <Heading as="h2" size="md" id="featured-heading">
          {t('recommendation-featured-heading', { count: state.featured.length, max: FEATURED_VIDEOS_MAX })}
        </Heading>
        {state.featured.length === 0 ? (
          <Text color="fg.muted" data-testid="recommendation-featured-empty">
            {t('recommendation-featured-empty')}
          </Text>
        ) : (
          <List.Root as="ol" gap="1" ps="5" data-testid="recommendation-featured">
            {state.featured.map((id, index) => (
              <List.Item key={id}>
                <HStack gap="2">
                  <Text flex="1">{nameOf(id)}</Text>
                  {byId.get(id)?.status !== 'published' ? (
                    <Badge colorPalette="orange">{t('recommendation-unpublished')}</Badge>
                  ) : null}
                  <LabelledIconButton
                    label={t('recommendation-move-up', { name: nameOf(id) })}
                    size="xs"
                    variant="ghost"
                    disabled={index === 0}
                    onClick={() => setState(moveFeatured(state, id, -1))}
                  >
                    <LuArrowUp />
                  </LabelledIconButton>
                  <LabelledIconButton
                    label={t('recommendation-move-down', { name: nameOf(id) })}
                    size="xs"
                    variant="ghost"
                    disabled={index === state.featured.length - 1}
                    onClick={() => setState(moveFeatured(state, id, 1))}
                  >
                    <LuArrowDown />
                  </LabelledIconButton>
                  <LabelledIconButton
                    label={t('recommendation-remove', { name: nameOf(id) })}
                    size="xs"
                    variant="ghost"
                    onClick={() => setState(toggleFeatured(state, id))}
                  >
                    <LuX />
                  </LabelledIconButton>
                </HStack>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Stack>

      <Stack gap="2" as="section" aria-labelledby="videos-heading">
        <Heading as="h2" size="md" id="videos-heading">
          {t('recommendation-videos-heading')}
        </Heading>
        {offered.length === 0 ? (
          <Text color="fg.muted" data-testid="recommendation-videos-empty">
            {t('recommendation-videos-empty')}
          </Text>
        ) : (
          <Stack gap="1" data-testid="recommendation-videos">
            {offered.map((video) => {
              const checked = state.featured.includes(video.id);
              return (
                <Checkbox.Root
                  key={video.id}
                  checked={checked}
                  disabled={!checked && !canFeatureMore(state)}
                  onCheckedChange={() => setState(toggleFeatured(state, video.id))}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{video.name}</Checkbox.Label>
                </Checkbox.Root>
              );
            })}
          </Stack>
        )}
        {!canFeatureMore(state) ? (
          <Text textStyle="sm" color="fg.muted">
            {t('recommendation-max', { max: FEATURED_VIDEOS_MAX })}
          </Text>
        ) : null}
      </Stack>

      <HStack gap="3" wrap="wrap">
        <Button
          colorPalette="brand"
          onClick={() => void save()}
          loading={busy === 'save'}
          disabled={!isDirty(state) || busy !== null}
          data-testid="recommendation-save"
        >
          {t('save')}
        </Button>
        <Button
          variant="outline"
          onClick={() => void generate()}
          loading={busy === 'generate'}
          disabled={busy !== null || isDirty(state)}
          data-testid="recommendation-generate"
        >
          {t('recommendation-generate')}
        </Button>
        <Text textStyle="sm" color="fg.muted" data-testid="recommendation-last">
          {settings.lastGeneratedAt
            ? t('recommendation-last', {
                date: new Date(settings.lastGeneratedAt).toLocaleString(i18n.language, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                }),
                count: settings.lastRecommendedCount ?? 0,
              })
            : t('recommendation-never')}
        </Text>
      </HStack>
    </Stack>
  );
}
