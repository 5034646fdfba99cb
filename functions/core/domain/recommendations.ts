/**
 * Channel recommendations (spec 2 §3 Channel featuredVideosForRecommendations,
 * featuredVideoRecommendationGenerationOn; §9 "Recommendations are generated at 2:00 AM GMT"): a channel's
 * admins feature some of its published videos; each generation tells every follower of the channel who
 * has not watched a featured video to the end, and was not recommended it before, by a notification
 * marked as a recommendation. Run by the nightly schedule for every channel with generation on, and by
 * an admin's "Generate now". Safe to run twice or retry: each user × video is recommended once.
 */
import { channelData } from '../data/channel-data.js';
import { listsData } from '../data/lists-data.js';
import { recommendationData, type RecommendationSettings } from '../data/recommendation-data.js';
import { videoData } from '../data/video-data.js';
import { notificationTitles, notifyUsers } from './notifications.js';

export interface ChannelGeneration {
  channelId: string;
  /** Featured videos that could be recommended (published, still in the channel). */
  videos: number;
  /** Followers of the channel. */
  followers: number;
  /** Recommendations sent (user × video). */
  recommended: number;
}

/** One channel's generation; records when it ran and how many it sent. */
export async function generateChannelRecommendations(
  orgId: string,
  settings: RecommendationSettings,
  now: Date = new Date(),
): Promise<ChannelGeneration> {
  const at = now.toISOString();
  const outcome: ChannelGeneration = {
    channelId: settings.channelId,
    videos: 0,
    followers: 0,
    recommended: 0,
  };
  const channels = channelData(orgId);
  const channel = await channels.channel(settings.channelId);
  if (!channel || channel.status === 'archived') return outcome;

  const found = await Promise.all(settings.featuredVideoIds.map((id) => videoData(orgId).video(id)));
  const videos = found.filter(
    (v): v is NonNullable<typeof v> =>
      v !== null && v.status === 'published' && v.channelId === channel.channelId,
  );
  const followers = [...new Set((await channels.followersOfChannel(channel.channelId)).map((f) => f.userId))];
  outcome.videos = videos.length;
  outcome.followers = followers.length;

  const recipients = new Map<string, string[]>(videos.map((v) => [v.videoId, []]));
  const lists = listsData(orgId);
  const data = recommendationData(orgId);
  for (const userId of followers) {
    const completed = await lists.completedVideos(
      userId,
      videos.map((v) => v.videoId),
    );
    for (const video of videos) {
      if (completed.has(video.videoId)) continue;
      if (await data.markRecommended(userId, video.videoId, channel.channelId, at)) {
        recipients.get(video.videoId)?.push(userId);
      }
    }
  }
  for (const video of videos) {
    const userIds = recipients.get(video.videoId) ?? [];
    if (userIds.length === 0) continue;
    await notifyUsers(orgId, userIds, {
      type: 'watch-video',
      reason: 'recommendedVideo',
      titles: notificationTitles.recommendedVideo(video.name, channel.name),
      videoId: video.videoId,
      humanId: video.humanId,
      channelId: channel.channelId,
      ...(video.abstract ? { videoAbstract: video.abstract } : {}),
      isRecommendation: true,
    });
    outcome.recommended += userIds.length;
  }
  await data.recordGeneration(channel.channelId, at, outcome.recommended);
  return outcome;
}

/** Every channel of the organization with generation on. */
export async function generateOrganizationRecommendations(
  orgId: string,
  now: Date = new Date(),
): Promise<ChannelGeneration[]> {
  const all = await recommendationData(orgId).allSettings();
  const outcomes: ChannelGeneration[] = [];
  for (const settings of all.filter((s) => s.generationOn && s.featuredVideoIds.length > 0)) {
    outcomes.push(await generateChannelRecommendations(orgId, settings, now));
  }
  return outcomes;
}
