import * as api from '#shared/api/endpoints/embed.js';
import { httpHandler } from '../core/http/pipeline.js';
import { embedData } from '../core/data/embed-data.js';
import { publicEmbedVideo } from '../core/access/videos.js';

/**
 * Spec 1 §7 POST /anonymous-analytics (public): a playback event of an anonymous viewer of a public
 * embed. The video and its organization come from the embed key (a query `orgId` only narrows); only
 * public videos count. Abuse is bounded: the contract refuses unknown fields and bounds every value
 * (a valid event is a few dozen bytes; one report adds at most 60 s), and every counter changes by one
 * ADD (no read-modify-write), so parallel events lose nothing.
 * Per-client throttling is API Gateway's (stage throttling) in the cloud.
 */
export const handler = httpHandler(api.postAnonymousAnalytics, async ({ query, body }) => {
  const { orgId, video } = await publicEmbedVideo(body.key, query.orgId);
  const data = embedData(orgId);
  switch (body.type) {
    case 'videoPlaybackStarted':
      await data.addAnonymousView(video.videoId, { views: 1 });
      break;
    case 'videoTimeWatched':
      await data.addAnonymousView(video.videoId, { seconds: body.watched });
      break;
    case 'videoPlaybackEnded':
      await data.addAnonymousView(video.videoId, { completions: 1 });
      break;
  }
  return { id: video.videoId };
});
