/**
 * Public embedding of a video (spec 1 §1 publicEmbed), switched by those who may change the video from
 * the video page's Embed & share dialog and the studio's embed-codes section.
 */
import { api } from '#shared/api';
import { request } from './api-client';

/** Turns public embedding of the video's version on or off (updateGeneral); answers the embed key. */
export async function setPublicEmbed(video: { id: string; lastVersion: number }, publicEmbed: boolean) {
  const answer = await request(api.videoCommand, {
    body: { type: 'updateGeneral', payload: { videoId: video.id, version: video.lastVersion, publicEmbed } },
  });
  return { embedKey: answer.embedKey };
}
