import { Box, Button, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuClapperboard, LuClock, LuHouse, LuListChecks, LuListVideo, LuPlus } from 'react-icons/lu';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import { ChannelBadge, ChannelName } from '../../../components/channel-drill-down-menu';
import { CURRENT_PAGE, SIDE_NAV_CURRENT, sideNavLink } from '../../../components/nav-link-styles';
import { useShellData } from '../hooks/use-shell-data';
import {
  channelBadge,
  channelGroups,
  visibleChannels,
  type ChannelGroup,
  type ChannelGroupId,
} from '../../../components/channel-groups';
import { adminGroups, navEntries } from '../model/sidebar';
import { useChannels } from '../../../lib/channel-data';
import { CREATE_VIDEO_PATH } from '../../../lib/studio-paths';

const NAV_ICONS: Record<string, ReactNode> = {
  '/home': <LuHouse aria-hidden />,
  '/tasks': <LuListChecks aria-hidden />,
  '/history': <LuClock aria-hidden />,
  '/library': <LuListVideo aria-hidden />,
};

function SidebarLink({
  to,
  children,
  onNavigate,
}: {
  to: string;
  children: ReactNode;
  onNavigate?: () => void;
}) {
  return (
    <Link
      {...sideNavLink}
      display="flex"
      alignItems="center"
      gap="3"
      // The sidebar's current page also gets a brand-coloured bar on its edge.
      css={{
        [CURRENT_PAGE]: { ...SIDE_NAV_CURRENT, boxShadow: 'inset 3px 0 0 var(--chakra-colors-brand-solid)' },
      }}
    >
      {/* A link to an anchor (/home#…) is not the current page: only real pages get NavLink's marking. */}
      {to.includes('#') ? (
        <RouterLink to={to} onClick={onNavigate}>
          {children}
        </RouterLink>
      ) : (
        <NavLink to={to} onClick={onNavigate} end>
          {children}
        </NavLink>
      )}
    </Link>
  );
}

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} pt="4">
      <Text
        id={id}
        px="3"
        pb="1"
        textStyle="xs"
        fontWeight="semibold"
        textTransform="uppercase"
        color="fg.muted"
        letterSpacing="wide"
      >
        {title}
      </Text>
      {children}
    </Box>
  );
}

function ChannelGroupSection({
  group,
  channelHref,
  onNavigate,
}: {
  group: ChannelGroup;
  channelHref: (c: { id: string }) => string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const { shown, hasMore } = visibleChannels(group, expanded);
  const titles: Record<ChannelGroupId, string> = {
    subscriptions: t('sidebar-subscriptions'),
    company: t('sidebar-company-channels'),
    external: t('sidebar-external-channels'),
    personal: t('sidebar-personal-channels'),
  };
  const listId = `sidebar-${group.id}-list`;
  return (
    <Section title={titles[group.id]} id={`sidebar-${group.id}`}>
      <Stack as="ul" gap="0" listStyleType="none" id={listId} data-testid={`sidebar-group-${group.id}`}>
        {shown.map((channel) => {
          const badge = channelBadge(channel);
          return (
            <li key={channel.id}>
              <SidebarLink to={channelHref(channel)} onNavigate={onNavigate}>
                <Box flex="1" minW="0" truncate>
                  <ChannelName name={channel.name} badge={badge} />
                </Box>
                <ChannelBadge badge={badge} />
              </SidebarLink>
            </li>
          );
        })}
      </Stack>
      {hasMore && (
        <Button
          variant="plain"
          size="xs"
          px="3"
          color="brand.fg"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? t('show-less') : t('show-more')}
        </Button>
      )}
    </Section>
  );
}

/** The left sidebar's content (spec 1 §2 Shell): fixed entries, channel groups, admin groups. */
export function SidebarContent({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const data = useShellData();
  const { session, hasPage, featureFlags, tubeId, channels, follows, channelHref } = data;
  const labels: Record<string, string> = {
    'nav-home': t('nav-home'),
    'nav-tasks': t('nav-tasks'),
    'nav-history': t('nav-history'),
    'nav-playlists': t('nav-playlists'),
  };
  const adminLabels: Record<string, string> = {
    'admin-group-organization': t('admin-group-organization'),
    'admin-group-content': t('admin-group-content'),
    'admin-group-finance': t('admin-group-finance'),
    'admin-group-training': t('admin-group-training'),
    'training-admin-application-roles': t('training-admin-application-roles'),
    'training-admin-application-ids': t('training-admin-application-ids'),
    'training-admin-processes': t('training-admin-processes'),
    'training-admin-training-plans': t('training-admin-training-plans'),
    'training-admin-training-users': t('training-admin-training-users'),
    'training-admin-pools': t('training-admin-pools'),
    'training-admin-lanes': t('training-admin-lanes'),
    'admin-organization': t('admin-organization'),
    'admin-branding': t('admin-branding'),
    'admin-users': t('admin-users'),
    'admin-tasks-title': t('admin-tasks-title'),
    'admin-event-log': t('admin-event-log'),
    'settings-admin-menu-sso': t('settings-admin-menu-sso'),
    'admin-azure-ad': t('admin-azure-ad'),
    'admin-information-classification': t('admin-information-classification'),
    'admin-channels': t('admin-channels'),
    'admin-tracks': t('admin-tracks'),
    'admin-videos': t('admin-videos'),
    'admin-tags': t('admin-tags'),
    'admin-reports': t('admin-reports'),
    'admin-features-services': t('admin-features-services'),
    'admin-wallet': t('admin-wallet'),
  };
  // "Create video" (the studio's /create/video) for those who may add videos to a channel of their own
  // organization: GET /listchannels?action=addVideo, the server's rule, as the toolbar's Add video.
  const addable = useChannels(session.status === 'signedIn', 'addVideo');
  const mayAddVideos = (addable.data ?? []).some((c) => c.sourceOrgId === c.orgId);
  const groups = channelGroups(channels.data ?? [], follows.data);
  const admin = adminGroups({
    permissions: session.initData?.permissions ?? [],
    featureFlags,
    tubeId,
    isSwitched: session.isSwitched,
    isStaff: session.isStaff,
    hasPage,
  });

  return (
    <Stack as="nav" aria-label={t('main-navigation')} gap="0" py="3" px="2">
      <Stack as="ul" gap="0" listStyleType="none">
        {navEntries({ featureFlags, tubeId, hasPage }).map((entry) => (
          <li key={entry.path}>
            <SidebarLink to={entry.path} onNavigate={onNavigate}>
              {NAV_ICONS[entry.path]}
              {labels[entry.label]}
            </SidebarLink>
          </li>
        ))}
      </Stack>
      {channels.isLoading && (
        <Stack gap="2" px="3" pt="4" aria-hidden>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="4" />
          ))}
        </Stack>
      )}
      {channels.error && (
        <Text px="3" pt="4" textStyle="sm" color="fg.error" role="alert">
          {t('channels-load-failed')}
        </Text>
      )}
      {groups.map((group) => (
        <ChannelGroupSection key={group.id} group={group} channelHref={channelHref} onNavigate={onNavigate} />
      ))}
      {mayAddVideos && hasPage(CREATE_VIDEO_PATH) ? (
        <Box pt="2">
          <SidebarLink to={CREATE_VIDEO_PATH} onNavigate={onNavigate}>
            <LuClapperboard aria-hidden />
            {t('create-video-link')}
          </SidebarLink>
        </Box>
      ) : null}
      {/* "Add channel" (a personal channel): hidden while switched into another organization. */}
      {hasPage('/channel/create') && !session.isSwitched ? (
        <Box pt="2">
          <SidebarLink to="/channel/create" onNavigate={onNavigate}>
            <LuPlus aria-hidden />
            {t('sidebar-add-channel')}
          </SidebarLink>
        </Box>
      ) : null}
      {admin.map((group) => (
        <Section
          key={group.id}
          title={adminLabels[group.label] ?? group.label}
          id={`sidebar-admin-${group.id}`}
        >
          <Stack as="ul" gap="0" listStyleType="none" data-testid={`sidebar-admin-${group.id}`}>
            {group.entries.map((entry) => (
              <li key={entry.path}>
                <SidebarLink to={entry.path} onNavigate={onNavigate}>
                  {adminLabels[entry.label] ?? entry.label}
                </SidebarLink>
              </li>
            ))}
          </Stack>
        </Section>
      ))}
    </Stack>
  );
}
