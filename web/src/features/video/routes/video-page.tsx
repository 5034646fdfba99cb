import { HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useLayoutEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { VideoPage as VideoData } from '#shared/api';
import { reportPlayback, usePlaybackUrl, useTranscodingStatus, useVideo } from '../api/video';
import { PlayerPlaceholder } from '../../../components/player/player-placeholder';
import { VideoTitleBlock } from '../../../components/video-title-block';
import { VideoPlayer } from '../components/video-player';
import { latestStatus, transcodingText } from '../model/player';
import { playedRendition } from '../model/watch-reporter';
import { useTrackQueue } from '../api/track-queue';
import { endOfVideo, queueRows, rowOf } from '../model/track-queue';
import { LockedVideo, queueHref, TrackQueuePanel } from '../components/track-queue-panel';
import { UnwatchedOverlay, UpNextOverlay } from '../components/up-next-overlay';
import { VideoActions } from '../components/video-actions';
import { PublishButton } from '../components/publish-button';
import { startPosition } from '../model/captions';
import { VideoAttachments } from '../components/video-attachments';
import { QuickGuideDownload } from '../components/quick-guide-download';
import { Loading } from '../../../components/loading';

/** History state of a video opened by "up next": it starts playing by itself. */
interface VideoLocationState {
  autoplay?: boolean;
}

/** What other features add to the page: the app hands them in (features do not import each other). */
export interface VideoPageSlots {
  /** "Upload a new version" (the add-video feature), shown to those who may add videos to the channel. */
  NewVersionButton: ComponentType<{ video: VideoData }>;
}

/**
 * /video/{humanId} and /video/{humanId}/{version}/{lang} (spec 1 §2): the player, then title and
 * description. Without a playable source the transcoding status stands in for the player, polled
 * every 7 s; when the job completes, the video is fetched again and plays.
 */
export function VideoPage({ NewVersionButton }: VideoPageSlots) {
  const { t } = useTranslation();
  const { humanId = '', version: versionParam, lang } = useParams();
  const { data: video, error, mutate } = useVideo(humanId);
  const version = versionParam ? Number(versionParam) : undefined;
  const language = lang ?? video?.masterLanguage ?? '';
  const playable =
    video?.renditions.some(
      (r) =>
        r.status === 'completed' &&
        (version === undefined || r.version === version) &&
        (lang === undefined || r.language === lang),
    ) ?? false;
  const { data: statuses } = useTranscodingStatus(video && !playable ? video.id : null);
  const latest =
    video && statuses ? latestStatus(statuses, version ?? video.lastVersion, language) : undefined;
  // Asked for together with the video (GET /getVideoUrl takes the humanId of the address as its key),
  // not after it: the player's chain starts one round trip earlier. Once the video is known to have
  // nothing playable the call is dropped, so its 404 never shows as a player error, and it is asked
  // again when the video becomes playable.
  const { data: playback, error: playbackError } = usePlaybackUrl(
    humanId && (!video || playable)
      ? { key: humanId, ...(version ? { version } : {}), ...(lang ? { language: lang } : {}) }
      : null,
  );

  useEffect(() => {
    if (latest?.status === 'completed') void mutate();
  }, [latest?.status, latest?.jobId, mutate]);

  // Another video (up next, the queue panel) opens at the top of the page: the route stays mounted,
  // so the window would otherwise keep the previous video's scroll position, its player under the
  // sticky header.
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [humanId]);

  // Played from a track (?track=): its queue locks later videos and "up next" follows the end.
  const navigate = useNavigate();
  const location = useLocation();
  const autoPlay = (location.state as VideoLocationState | null)?.autoplay === true;
  const [search] = useSearchParams();
  const trackId = search.get('track');
  const { data: queue, error: queueError } = useTrackQueue(trackId);
  const [watchedHere, setWatchedHere] = useState<ReadonlySet<string>>(new Set());
  // The video that played to its end here (another video of the queue starts without the overlay).
  const [endedVideo, setEndedVideo] = useState<string | null>(null);
  const ended = video !== undefined && endedVideo === video.id;
  const rows = queue ? queueRows(queue.items, watchedHere) : [];
  const queueRow = video ? rowOf(rows, video.id) : null;
  const queueLoading = Boolean(trackId) && !queue && !queueError;
  const end = ended && queue && video ? endOfVideo(queue.items, video.id, watchedHere) : null;

  if (error) {
    return (
      <Text role="alert" data-testid="video-not-found">
        {error.status === 404 ? t('video-not-found') : t('error-generic')}
      </Text>
    );
  }
  if (!video) return <Loading />;

  const text = transcodingText(latest);
  const played = playedRendition(video.renditions, {
    version,
    language: lang,
    masterLanguage: video.masterLanguage,
  });
  return (
    <Stack
      gap="4"
      maxW="1100px"
      data-testid="video-page"
      // Which video and rendition the page shows (tests wait on these: the address changes first).
      data-video-id={video.id}
      data-rendition={playable && played ? `${played.version}/${played.language}` : ''}
    >
      {queueLoading ? (
        <Loading />
      ) : queue && queueRow?.locked && queueRow.waitingFor ? (
        <LockedVideo trackId={queue.trackId} waitingFor={queueRow.waitingFor} />
      ) : playable && playback ? (
        <VideoPlayer
          key={video.id}
          links={video.links}
          startAt={startPosition(search.get('t'))}
          spokenLanguage={video.masterLanguage}
          autoPlay={autoPlay}
          onEnded={() => {
            // With reports, the end overlay waits for the server's word on completion (onReport).
            if (!played) setEndedVideo(video.id);
          }}
          overlay={
            queue && end && end.kind === 'unwatched' ? (
              <UnwatchedOverlay onClose={() => setEndedVideo(null)} />
            ) : queue && end && end.kind !== 'none' ? (
              <UpNextOverlay
                key={end.kind === 'next' ? end.next.videoId : end.kind}
                next={
                  end.kind === 'next'
                    ? { name: end.next.name, href: queueHref(queue.trackId, end.next.humanId) }
                    : null
                }
                congratulations={end.kind === 'congratulations'}
                onGo={(href) => navigate(href, { state: { autoplay: true } satisfies VideoLocationState })}
                onClose={() => setEndedVideo(null)}
              />
            ) : undefined
          }
          src={playback.signedUrl}
          title={video.name}
          {...(played
            ? {
                onReport: (report) => {
                  const answer = reportPlayback(
                    { videoId: video.id, version: played.version, lang: played.language },
                    report,
                  );
                  if (report.type !== 'videoPlaybackEnded') return;
                  // Completion is the server's (time actually watched), not the end of playback.
                  void answer.then((result) => {
                    if (result?.completed) setWatchedHere((before) => new Set(before).add(video.id));
                    setEndedVideo(video.id);
                  });
                },
              }
            : {})}
          {...(video.thumbnailUrl ? { poster: video.thumbnailUrl } : {})}
        />
      ) : (
        <PlayerPlaceholder>
          {video.status === 'planned' ? (
            // Spec 2 §8: a planned video has no media yet (video life cycle, issue 12).
            <Text role="status" data-testid="video-planned">
              {t('video-lifecycle-planned')}
            </Text>
          ) : playbackError ? (
            <Text role="alert" data-testid="video-player-error">
              {t('video-player-error')}
            </Text>
          ) : playable || !statuses ? (
            <Loading />
          ) : (
            <Text role="status" aria-live="polite" data-testid="video-transcoding-status">
              {text.key === 'video-transcoding-progressing'
                ? t(text.key, { progress: text.progress })
                : text.key === 'video-transcoding-error'
                  ? t(text.key, { error: text.error })
                  : t(text.key)}
            </Text>
          )}
        </PlayerPlaceholder>
      )}
      <VideoTitleBlock name={video.name} testId="video-title">
        {video.channelName && (
          // The channel's page, also for a channel another organization shares in (same address).
          <Link asChild color="fg.muted" fontSize="sm" alignSelf="flex-start" data-testid="video-channel">
            <RouterLink to={`/channel/${encodeURIComponent(video.channelId)}/home`}>
              {video.channelName}
            </RouterLink>
          </Link>
        )}
      </VideoTitleBlock>
      <HStack gap="2" wrap="wrap">
        <VideoActions video={video} onChanged={mutate} />
        <NewVersionButton video={video} />
        <PublishButton video={video} onChanged={mutate} />
        {playable && (video.quickGuidePages ?? 0) > 0 && (
          <QuickGuideDownload videoId={video.id} played={played} />
        )}
      </HStack>
      {queue && queueRow ? (
        <TrackQueuePanel trackId={queue.trackId} name={queue.name} rows={rows} currentVideoId={video.id} />
      ) : null}
      {video.abstract && <Text fontWeight="medium">{video.abstract}</Text>}
      {video.description && (
        <Text whiteSpace="pre-wrap" data-testid="video-description">
          {video.description}
        </Text>
      )}
      <VideoAttachments videoId={video.id} />
    </Stack>
  );
}
