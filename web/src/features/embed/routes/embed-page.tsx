import { Box, Button, Container, Heading, Link, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { formatDurationMs, formatLongDate } from '#shared/domain/format';
import { useTenant } from '../../../lib/app-context';
import { VideoTitleBlock } from '../../../components/video-title-block';
import { useSession } from '../../../lib/session';
import { reportAnonymousPlayback, reportMemberPlayback, useEmbed } from '../api/embed';
import { EmbedHeader } from '../components/embed-header';
import { EmbedMessage } from '../components/embed-message';
import { PublicPlayer } from '../components/public-player';
import { useViewport } from '../components/use-viewport';
import {
  audioLanguageParam,
  embedBranding,
  embedFrame,
  EMBED_SIDE_PADDING,
  embedState,
  isSafeLink,
  loginEmbedHref,
  LOGIN_REQUIRED_FADE_MS,
  NOT_FOUND_FADE_MS,
  relatedLinks,
  type EmbedVariant,
} from '../model/embed';
import type { VideoEmbed } from '#shared/api';

/**
 * /embed/{key} (query subTitleLang; audioLang, issue 14), /sharing/{key} and /sharing/embed/{key} (spec
 * 1 §2 "Public viewing routes", spec 2 §2 "Embed page"): no layout chrome, anonymous visitors welcome.
 * Player, title, abstract, long created date, description and related links; branding by the
 * organization's hasActiveSubscription; publicEmbed false → the login-required message; a failed load → the server's
 * message and "Video you are looking is not found".
 */
export function EmbedPage({ variant }: { variant: EmbedVariant }) {
  const { t } = useTranslation();
  const { key = '' } = useParams();
  const [search] = useSearchParams();
  const { organization } = useTenant();
  const session = useSession();
  const guest = session.status !== 'signedIn';
  const { data, error, via } = useEmbed(key, organization.id, !guest);
  const state = embedState(data, error);
  // The page's organization is the video's (the lookup is narrowed to it): its branding either way.
  const branding = embedBranding(state.kind === 'ready' ? state.embed.organization : organization);
  // The player fits the frame below the header (issue 9 point 12); the rest follows below the fold.
  const frame = embedFrame(useViewport(), variant);

  useEffect(() => {
    if (state.kind === 'ready') document.title = state.embed.name;
  }, [state]);

  return (
    <Box minH="100dvh" bg="bg" data-testid="embed-page" data-variant={variant}>
      <EmbedHeader
        branding={branding}
        showLogin={guest}
        height={frame.headerHeight}
        compact={frame.compact}
      />
      <Container
        as="main"
        // The sharing page is a page of its own; an embed's frame is sized by the embedding site.
        maxW={variant === 'sharing' ? '5xl' : 'none'}
        px={`${EMBED_SIDE_PADDING}px`}
        pt={`${frame.topGap}px`}
        pb="4"
      >
        {state.kind === 'loading' && (
          <Box display="flex" justifyContent="center" py="16">
            <Spinner size="lg" aria-label={t('loading')} />
          </Box>
        )}
        {state.kind === 'loginRequired' && (
          <EmbedMessage delayMs={LOGIN_REQUIRED_FADE_MS} role="status" testId="embed-login-required">
            <Stack gap="4" align="center">
              <Text fontSize="lg">{t('embed-login-required')}</Text>
              {guest && (
                <Button asChild>
                  <a href={loginEmbedHref(window.location.href)}>{t('login')}</a>
                </Button>
              )}
            </Stack>
          </EmbedMessage>
        )}
        {state.kind === 'notFound' && (
          <EmbedMessage delayMs={NOT_FOUND_FADE_MS} role="alert" testId="embed-not-found">
            <Stack gap="2">
              {state.message && <Text color="fg.muted">{state.message}</Text>}
              <Text fontSize="lg">{t('video-not-found')}</Text>
            </Stack>
          </EmbedMessage>
        )}
        {state.kind === 'ready' && (
          <EmbedContent
            embed={state.embed}
            playerWidth={frame.playerWidth}
            subtitleLang={search.get('subTitleLang')}
            audioLang={audioLanguageParam(search.get('audioLang'))}
            withToken={via === 'member'}
            onReport={(report) => {
              const played = { version: state.embed.version, lang: state.embed.language };
              if (via === 'member') reportMemberPlayback({ videoId: state.embed.videoId, ...played }, report);
              else reportAnonymousPlayback({ key, orgId: state.embed.organization.id, ...played }, report);
            }}
          />
        )}
      </Container>
    </Box>
  );
}

function EmbedContent({
  embed,
  playerWidth,
  subtitleLang,
  audioLang,
  withToken,
  onReport,
}: {
  embed: VideoEmbed;
  /** The player's width that fits the frame (embedFrame). */
  playerWidth: number;
  subtitleLang: string | null;
  /** ?audioLang= (issue 14), validated: the audio language the player starts in. */
  audioLang: string | null;
  withToken: boolean;
  onReport: Parameters<typeof PublicPlayer>[0]['onReport'];
}) {
  const { t } = useTranslation();
  const links = relatedLinks(embed).filter((l) => isSafeLink(l.url));
  return (
    <Stack gap="4">
      <Box w={`${playerWidth}px`} maxW="100%" mx="auto" data-testid="embed-player">
        {embed.url ? (
          <PublicPlayer
            src={embed.url}
            poster={embed.thumbnail}
            title={embed.name}
            subtitleLang={subtitleLang}
            audioLang={audioLang}
            withToken={withToken}
            onReport={onReport}
          />
        ) : (
          <Box role="status" bg="bg.muted" borderRadius="md" p="6" textAlign="center">
            {t('video-player-error')}
          </Box>
        )}
      </Box>
      <VideoTitleBlock name={embed.name} testId="embed-title">
        {embed.abstract && (
          <Text fontWeight="medium" data-testid="embed-abstract">
            {embed.abstract}
          </Text>
        )}
        <Text color="fg.muted" fontSize="sm" data-testid="embed-created">
          {embed.createdAt && t('embed-created', { date: formatLongDate(embed.createdAt) })}
          {embed.duration !== undefined && ` · ${formatDurationMs(embed.duration)}`}
        </Text>
      </VideoTitleBlock>
      {embed.description && (
        <Text whiteSpace="pre-wrap" data-testid="embed-description">
          {embed.description}
        </Text>
      )}
      <Box as="aside" aria-labelledby="embed-related-links" borderWidth="1px" borderRadius="md" p="4">
        <Heading as="h2" size="md" id="embed-related-links" mb="2">
          {t('embed-related-links')}
        </Heading>
        {links.length > 0 ? (
          <List.Root gap="1" data-testid="embed-links">
            {links.map((l) => (
              <List.Item key={`${l.start}-${l.url}`}>
                <Link href={l.url} target="_blank" rel="noopener noreferrer" colorPalette="brand">
                  {l.title}
                </Link>
              </List.Item>
            ))}
          </List.Root>
        ) : (
          <Text color="fg.muted">{t('embed-no-related-links')}</Text>
        )}
      </Box>
    </Stack>
  );
}

/** Route components: /embed/{key}, /sharing/{key}, /sharing/embed/{key}. */
export function EmbedRoute() {
  return <EmbedPage variant="embed" />;
}
export function SharingRoute() {
  return <EmbedPage variant="sharing" />;
}
export function SharingEmbedRoute() {
  return <EmbedPage variant="sharingEmbed" />;
}
