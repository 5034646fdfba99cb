import * as api from '#shared/api/endpoints/playback.js';
import { httpHandler } from '../core/http/pipeline.js';
import { channelData } from '../core/data/channel-data.js';
import { videoData } from '../core/data/video-data.js';
import { toTranscodingStatus } from '../core/domain/transcoding.js';
import { renderingData } from '../core/data/rendering-data.js';
import { embedData } from '../core/data/embed-data.js';
import { mayAddVideos } from '../core/access/may-add-videos.js';
import { viewableVideo } from '../core/access/videos.js';
import { playableRendition } from '../core/media/playlist.js';
import { thumbnailOf } from '../core/media/media-urls.js';
import { videoBasics } from '../core/domain/video-basics.js';
import { quickGuideEntries } from '#shared/domain/quick-guide.js';
import { displayLanguage } from '#shared/domain/video-translation.js';
import type { UiLanguage } from '#shared/domain/languages.js';
import { translationData } from '../core/data/translation-data.js';

/**
 * GET /query/videos/{humanId}: what the video page shows and needs to decide between playing and
 * showing the transcoding status. Unknown, another tenant's or not viewable: 404.
 */
export const handler = httpHandler(api.getVideo, async ({ tenant, params, query }) => {
  const video = await viewableVideo(tenant, params.humanId);
  // The video's own organization: the caller's, or the one sharing the channel (external video).
  const data = videoData(video.orgId);
  const [renditions, jobs, channel, renderings, editable, translations] = await Promise.all([
    data.renditions(video.videoId),
    data.jobs(video.videoId),
    channelData(video.orgId).channel(video.channelId),
    renderingData(video.orgId).ofVideo(video.videoId),
    // updateGeneral's rule (a video of another organization's shared channel is never changed here).
    video.orgId === tenant.activeOrgId ? mayAddVideos(tenant, video.channelId) : false,
    translationData(video.orgId).ofVideo(video.videoId),
  ]);
  // The reader's language where a published translation has it (issue 14), else the master's texts.
  const published = translations.filter((t) => t.published);
  const unpublished = translations.filter((t) => !t.published).map((t) => t.language);
  const textLanguage = displayLanguage(
    query.reader,
    video.masterLanguage,
    published.map((t) => t.language),
  );
  const translated = published.find((t) => t.language === textLanguage);
  const job = jobs.at(-1);
  // Links and subtitles of what plays (as GET /getVideoUrl picks it), else of what was asked for.
  const played = playableRendition(video, renditions, query);
  const version = played?.version ?? query.version ?? video.lastVersion ?? 1;
  const language = played?.language ?? query.language ?? video.masterLanguage;
  const ofVersion = renderings.filter((r) => r.version === version);
  return {
    id: video.videoId,
    ...videoBasics(video),
    description: video.description ?? '',
    abstract: video.abstract ?? '',
    ...(translated
      ? {
          name: translated.name || video.name,
          description: translated.description || (video.description ?? ''),
          abstract: translated.abstract || (video.abstract ?? ''),
        }
      : {}),
    textLanguage: textLanguage as UiLanguage,
    channelName: channel?.name ?? '',
    lastVersion: video.lastVersion ?? 1,
    masterLanguage: video.masterLanguage,
    ...(video.durationMs !== undefined ? { durationMs: video.durationMs } : {}),
    ...(await thumbnailOf(video.thumbnailKey)),
    renditions: renditions.map((r) => ({
      version: r.version,
      language: r.language,
      status: r.status ?? 'pending',
      ...(r.error ? { error: r.error } : {}),
    })),
    transcoding: job ? toTranscodingStatus(job) : null,
    links: (ofVersion.find((r) => r.language === language)?.links ?? []).map((l) => ({
      startSeconds: l.startSeconds,
      url: l.url,
      title: l.title,
    })),
    // An unpublished translation's subtitles are not the readers' yet.
    subtitleLanguages: ofVersion
      .filter((r) => r.subtitles.chapters.length > 0 && !unpublished.includes(r.language))
      .map((r) => r.language),
    quickGuidePages: played
      ? quickGuideEntries(ofVersion.find((r) => r.language === language)?.subtitles.chapters ?? []).length
      : 0,
    // The embed settings only for those who may change them; plain members' answers are unchanged.
    ...(editable
      ? {
          embed: {
            publicEmbed: video.publicEmbed ?? false,
            embedKey: await embedData(tenant.activeOrgId).embedKeyOf(video.videoId),
          },
        }
      : {}),
  };
});
