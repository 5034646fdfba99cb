import { Badge, Button, Heading, HStack, Link, Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuBell, LuBellOff } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import type { ChannelDetail } from '#shared/api';
import { ChannelBadge } from '../../../components/channel-drill-down-menu';
import { notify } from '../../../components/notices';
import { useFollowData } from '../../../lib/channel-data';
import { ApiError } from '../../../lib/api-client';
import { useChannelCommand } from '../api/channels';

/** Name, abstract, counts, the follow button and (while following) the alerts switch. */
export function ChannelHeader({ channel }: { channel: ChannelDetail }) {
  const { t } = useTranslation();
  const follows = useFollowData(true);
  const run = useChannelCommand();
  const [busy, setBusy] = useState(false);
  const following = follows.data?.channels.includes(channel.id) ?? false;
  const alerts = follows.data?.alertsEnabledChannels.includes(channel.id) ?? false;
  const external = channel.sourceOrgId !== channel.orgId;

  const act = async (command: Parameters<typeof run>[0], done: string) => {
    setBusy(true);
    try {
      await run(command);
      notify.snackbar(done);
    } catch (error) {
      notify.error(error instanceof ApiError && error.message ? error.message : t('error-generic'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="3" as="header" data-testid="channel-header">
      <HStack gap="3" wrap="wrap" justify="space-between" align="flex-start">
        <Stack gap="1" minW="0">
          <HStack gap="2" wrap="wrap">
            <Heading as="h1" size="2xl">
              {channel.name}
            </Heading>
            {channel.isPersonalChannel ? <Badge variant="subtle">{t('channel-personal')}</Badge> : null}
            <ChannelBadge badge={external ? 'external' : channel.shared ? 'shared' : null} />
          </HStack>
          {channel.abstract ? <Text color="fg.muted">{channel.abstract}</Text> : null}
          <Text textStyle="sm" color="fg.muted">
            {t('channel-counts', { videos: channel.videosCount, playlists: channel.tracksCount })}
            {channel.owners.length > 0
              ? ` · ${t('channel-owners', { names: channel.owners.join(', ') })}`
              : ''}
          </Text>
        </Stack>
        {channel.isPrivate ? null : (
          <HStack gap="4" wrap="wrap">
            {following ? (
              <Switch.Root
                checked={alerts}
                disabled={busy || follows.data === undefined}
                onCheckedChange={(e) =>
                  void act(
                    { type: 'setAlerts', payload: { channelId: channel.id, enabled: e.checked } },
                    e.checked ? t('channel-alerts-on') : t('channel-alerts-off'),
                  )
                }
                data-testid="channel-alerts"
              >
                <Switch.HiddenInput />
                <Switch.Control>
                  <Switch.Thumb />
                </Switch.Control>
                <Switch.Label display="flex" alignItems="center" gap="1">
                  {alerts ? <LuBell aria-hidden /> : <LuBellOff aria-hidden />}
                  {t('channel-alerts')}
                </Switch.Label>
              </Switch.Root>
            ) : null}
            <Button
              colorPalette="brand"
              variant={following ? 'outline' : 'solid'}
              loading={busy}
              disabled={follows.data === undefined}
              aria-pressed={following}
              data-testid="channel-follow"
              onClick={() =>
                void act(
                  { type: following ? 'unfollow' : 'follow', payload: { channelId: channel.id } },
                  following ? t('channel-unfollowed') : t('channel-followed'),
                )
              }
            >
              {following ? t('channel-unfollow') : t('channel-follow')}
            </Button>
          </HStack>
        )}
      </HStack>
      {(channel.canUpdate || channel.canAddPlaylists) && !external ? (
        // The channel's owners and admins reach its administration pages from the channel itself; its
        // content managers its event log and its tasks.
        <HStack gap="4" wrap="wrap" textStyle="sm" data-testid="channel-admin-links">
          {channel.canUpdate && (
            <>
              <Link asChild variant="underline">
                <RouterLink to={`/channel/edit/${channel.id}`}>{t('channel-admin-edit')}</RouterLink>
              </Link>
              <Link asChild variant="underline">
                <RouterLink to={`/channel/${channel.id}/users`}>{t('channel-admin-users')}</RouterLink>
              </Link>
              <Link asChild variant="underline">
                <RouterLink to={`/channel/recommendation/${channel.id}`}>
                  {t('channel-admin-recommendation')}
                </RouterLink>
              </Link>
              <Link asChild variant="underline">
                <RouterLink to={`/channel/access-control/${channel.id}`}>
                  {t('channel-access-link')}
                </RouterLink>
              </Link>
              <Link asChild variant="underline">
                <RouterLink to={`/channel/tags/${channel.id}`}>{t('channel-admin-tags')}</RouterLink>
              </Link>
            </>
          )}
          <Link asChild variant="underline">
            <RouterLink to={`/channel/${channel.id}/event-log`}>{t('channel-admin-event-log')}</RouterLink>
          </Link>
          <Link asChild variant="underline">
            <RouterLink to={`/channel/${channel.id}/tasks`}>{t('channel-tasks-link')}</RouterLink>
          </Link>
        </HStack>
      ) : null}
      {channel.tags && channel.tags.length > 0 ? (
        <HStack
          as="ul"
          gap="2"
          wrap="wrap"
          aria-label={t('channel-tags-list')}
          data-testid="channel-tag-list"
        >
          {channel.tags.map((tag) => (
            <Badge as="li" key={`${tag.tagGroup}:${tag.tagValue}`} variant="subtle" title={tag.tagGroup}>
              {tag.tagValue}
            </Badge>
          ))}
        </HStack>
      ) : null}
      {channel.description && channel.description !== channel.abstract ? (
        <Text whiteSpace="pre-line">{channel.description}</Text>
      ) : null}
    </Stack>
  );
}
