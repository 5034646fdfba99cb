/**
 * The video page's calls (shared contract): the video, its playback URL, its transcoding status, the
 * playback reports, publishing and sharing (public embedding: src/lib/public-embed.ts).
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { mutate, useSWRConfig } from 'swr';
import { api } from '#shared/api';
import { request } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import { useRealtime } from '../../../lib/use-realtime';
import { isTranscodingPushFor, TRANSCODING_POLL_MS } from '../model/player';
import type { WatchReport } from '../model/watch-reporter';
import { playbackQuery, videoPageQuery, type PlaybackInput } from './early';

/** The video in the reader's language (its published translation's name and texts, else the master's). */
export function useVideo(humanId: string) {
  const { i18n } = useTranslation();
  return useApi(api.getVideo, videoPageQuery(humanId, i18n.language), { revalidateOnFocus: false });
}

/** The master playlist URL (null input: nothing playable yet). */
export function usePlaybackUrl(input: PlaybackInput | null) {
  return useApi(api.getVideoUrl, input ? playbackQuery(input) : null, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
}

/**
 * Polled every 7 s while `videoId` is given (the page passes null once the video plays), and refetched
 * at once when the realtime connection pushes a TRANSCODING_STATUS for the video (issue 4). The poll
 * stays: it covers a missing /config.json webSocketUrl, a dropped socket and a lost push.
 */
export function useTranscodingStatus(videoId: string | null) {
  const result = useApi(api.transcodingStatus, videoId ? { params: { videoId } } : null, {
    refreshInterval: TRANSCODING_POLL_MS,
  });
  const { mutate: refetch } = result;
  useRealtime(videoId !== null, {
    onMessage: (message) => {
      if (videoId && isTranscodingPushFor(message, videoId)) void refetch();
    },
    // Pushes missed while the socket was down: fetch the status now rather than at the next poll.
    onReconnected: () => void refetch(),
  });
  return result;
}

/**
 * Sends the player's reports as PUT /videoCommand playback commands (spec 1 §7); after the end, every
 * cached watch-history page is refetched. Answers whether the server now counts the video as watched
 * (null when the report failed: analytics never disturb playback).
 */
export function reportPlayback(
  target: { videoId: string; version: number; lang: string },
  report: WatchReport,
): Promise<{ completed: boolean } | null> {
  const ref = { ...target, lang: target.lang as 'en-us' };
  const body =
    report.type === 'videoTimeWatched'
      ? {
          type: report.type,
          payload: { ...ref, time: report.time, watched: report.watched, from: report.from },
        }
      : { type: report.type, payload: ref };
  return request(api.videoCommand, { body })
    .then((answer) => {
      if (report.type === 'videoPlaybackEnded') {
        // The history, and the track queues and mandatory progress that completion unlocks.
        const refetched = [api.getHistory.id, api.getTrackQueue.id, api.getMandatory.id];
        void mutate((key) => typeof key === 'string' && refetched.some((id) => key.startsWith(`${id}:`)));
      }
      return { completed: answer.completed === true };
    })
    .catch(() => null);
}

/** Publishes or unpublishes a video of the caller's own channel (videoCommand). */
export function setVideoPublished(videoId: string, publish: boolean) {
  return request(api.videoCommand, {
    body: { type: publish ? 'publishVideo' : 'unpublishVideo', payload: { videoId } },
  });
}

/** Shares the video with a colleague (listed on both members' /sharings, which then refetch). */
export function useShareVideo() {
  const { mutate: refetch } = useSWRConfig();
  return useCallback(
    async (sharing: { videoId: string; email: string; message: string }) => {
      await request(api.createSharing, { body: sharing });
      await refetch((key) => typeof key === 'string' && key.startsWith(`${api.listSharings.id}:`));
    },
    [refetch],
  );
}
