import type { Video } from '../data/video-data.js';

/**
 * The fields every answer about one video gives alike (the lists' cards, the video page, the studio, the
 * admin rows), with the same defaults: a video stored before status or createdAt were written reads as a
 * draft with no date.
 */
export function videoBasics(video: Pick<Video, 'humanId' | 'name' | 'channelId' | 'status' | 'createdAt'>) {
  return {
    humanId: video.humanId,
    name: video.name,
    channelId: video.channelId,
    status: video.status ?? 'draft',
    createdAt: video.createdAt ?? '',
  };
}
