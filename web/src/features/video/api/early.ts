/**
 * The video page's first calls, asked for while the app still loads (app/boot-requests.ts). Free of
 * React and SWR, so the boot can send them before those have loaded.
 */
import { api } from '#shared/api';
import { preloadPlaylist } from '../../../components/player/early-playlists';
import { isUiLanguage } from '#shared/domain/languages';
import { askEarly } from '../../../lib/api-client';
import { storedLanguage } from '../../../lib/stored-language';

export interface PlaybackInput {
  key: string;
  version?: number;
  language?: string;
}

/** GET /getVideoUrl's input for the master playlist of a video page (usePlaybackUrl asks the same). */
export function playbackQuery(input: PlaybackInput) {
  return {
    query: {
      key: input.key,
      download: '0' as const,
      ...(input.version ? { version: input.version } : {}),
      ...(input.language ? { language: input.language as 'en-us' } : {}),
    },
  };
}

/** GET /videos/{humanId}'s input for the page, in the reader's language (useVideo asks the same). */
export function videoPageQuery(humanId: string, reader: string) {
  return { params: { humanId }, query: isUiLanguage(reader) ? { reader } : {} };
}

/**
 * The video and its playlist address, as the page asks for them (the address's humanId is the key),
 * and, as soon as the address is known, the master playlist itself, for the player to take.
 */
export function askForVideoPageEarly(page: PlaybackInput, token: string): void {
  void askEarly(api.getVideo, videoPageQuery(page.key, storedLanguage()), token);
  void askEarly(api.getVideoUrl, playbackQuery(page), token)
    .then(async (response) => {
      if (!response?.ok) return;
      const answer = api.getVideoUrl.response.safeParse(await response.json());
      if (answer.success) preloadPlaylist(answer.data.signedUrl, token);
    })
    .catch(() => undefined); // the player loads the playlist itself
}
