import {
  Box,
  Card,
  Image,
  LinkBox,
  LinkOverlay,
  Stack,
  Text,
  type BoxProps,
  type ImageProps,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuPlay } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { formatDurationMs } from '#shared/domain/format';
import { useBrandingIfAny } from '../lib/app-context';

/**
 * How every list shows a video (issue 9 point 18: "video cards everywhere show the video's thumbnail and
 * duration"): a 16:9 thumbnail with the length in its corner (h:mm:ss, spec 1 §9) and, for a started
 * video, how far the user got. The tube's thumbnail overlay and thumbnail logo (spec 2 §3 Tube,
 * /admin/branding) lie over every thumbnail, as the branding page previews them.
 */
export function VideoThumbnail({
  url,
  durationMs,
  progress,
  ...box
}: {
  url?: string | undefined;
  durationMs?: number | null | undefined;
  /** Watched share, 0–100; a bar along the bottom when given. */
  progress?: number | undefined;
} & BoxProps) {
  const branding = useBrandingIfAny();
  return (
    <Box
      position="relative"
      aspectRatio={16 / 9}
      bg="gray.900"
      borderRadius="md"
      overflow="hidden"
      flexShrink={0}
      {...box}
    >
      {url ? (
        <Image src={url} alt="" w="100%" h="100%" objectFit="cover" loading="lazy" />
      ) : (
        // No thumbnail yet (still transcoding, or none): a quiet placeholder, never a broken image.
        <Box w="100%" h="100%" display="flex" alignItems="center" justifyContent="center" color="gray.400">
          <LuPlay aria-hidden size="28%" />
        </Box>
      )}
      {BRANDING_LAYERS.map(({ kind, testId, placement }) => {
        const src = branding?.[kind];
        return src ? <BrandingLayer key={kind} src={src} testId={testId} {...placement} /> : null;
      })}
      {durationMs ? (
        <Text
          as="span"
          position="absolute"
          insetEnd="1.5"
          bottom={progress !== undefined ? '2.5' : '1.5'}
          px="1.5"
          py="0.5"
          borderRadius="sm"
          bg="blackAlpha.800"
          color="white"
          textStyle="xs"
          fontWeight="medium"
          lineHeight="1.2"
          data-testid="video-duration"
        >
          {formatDurationMs(durationMs)}
        </Text>
      ) : null}
      {progress !== undefined ? (
        <Box position="absolute" insetX="0" bottom="0" h="1" bg="whiteAlpha.500" aria-hidden>
          <Box h="100%" w={`${Math.max(0, Math.min(100, progress))}%`} bg="brand.solid" />
        </Box>
      ) : null}
    </Box>
  );
}

/** The tube's branding images over a thumbnail, bottom layer first, and where each lies. */
const BRANDING_LAYERS: readonly {
  kind: 'thumbnailOverlay' | 'thumbnailLogo';
  testId: string;
  placement: ImageProps;
}[] = [
  {
    kind: 'thumbnailOverlay',
    testId: 'thumbnail-overlay',
    placement: { inset: '0', w: '100%', h: '100%', objectFit: 'cover' },
  },
  {
    kind: 'thumbnailLogo',
    testId: 'thumbnail-logo',
    placement: { top: '6%', insetEnd: '4%', h: '18%', maxW: '30%', objectFit: 'contain' },
  },
];

/** One of the tube's branding images over a thumbnail: decorative, and clicks go through to the card's link. */
function BrandingLayer({ src, testId, ...placement }: { src: string; testId: string } & ImageProps) {
  return (
    <Image src={src} alt="" position="absolute" pointerEvents="none" data-testid={testId} {...placement} />
  );
}

export interface VideoCardVideo {
  humanId: string;
  name: string;
  thumbnailUrl?: string | undefined;
  durationMs?: number | null | undefined;
}

/** A grid card: thumbnail on top, the name below (linked to the player), then any details. */
export function VideoCard({
  video,
  href = `/video/${encodeURIComponent(video.humanId)}`,
  progress,
  children,
  testId = 'video-card',
}: {
  video: VideoCardVideo;
  /** Where the card leads; the video's page by default. */
  href?: string;
  progress?: number | undefined;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <LinkBox as="article" height="100%" data-testid={testId} data-human-id={video.humanId}>
      <Card.Root
        size="sm"
        variant="outline"
        height="100%"
        overflow="hidden"
        _hover={{ borderColor: 'brand.solid' }}
        _focusWithin={{ borderColor: 'brand.solid' }}
      >
        <VideoThumbnail
          url={video.thumbnailUrl}
          durationMs={video.durationMs}
          progress={progress}
          borderRadius="0"
        />
        <Card.Body gap="1" p="3">
          <LinkOverlay asChild>
            <RouterLink to={href}>
              <Text fontWeight="semibold" lineClamp={2}>
                {video.name}
              </Text>
            </RouterLink>
          </LinkOverlay>
          {children ? (
            <Stack gap="1" textStyle="xs" color="fg.muted">
              {children}
            </Stack>
          ) : null}
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}
