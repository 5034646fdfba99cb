/**
 * The report of an organization or one of its channels (spec 2 §9), for GET /query/reports: who may
 * read which report, the figures from the rollups (shared/domain/reports.ts aggregates them), the names
 * of the top rows and the mandatory-training completion.
 */
import type { MandatoryReportRow, Report, ReportTopRow, VideoReport } from '#shared/api/index.js';
import {
  RANGE_BUCKETS,
  aggregateReport,
  aggregateVideoReport,
  channelScope,
  mayReadChannelReports,
  orgScope,
  rangeBuckets,
  type ReportRange,
  type TopRow,
} from '#shared/domain/reports.js';
import { sharedSourceChannel } from '../access/channels.js';
import { editableVideo } from '../access/editable-video.js';
import { mayReadChannel } from '../access/channel-rules.js';
import { channelData } from '../data/channel-data.js';
import { listsData } from '../data/lists-data.js';
import { reportData } from '../data/report-data.js';
import { tenantData } from '../data/tenant-data.js';
import { videoData } from '../data/video-data.js';
import { MAX_TRACK_DEPTH } from './tracks.js';
import { forbidden, notFound } from '../http/errors.js';
import type { TenantContext } from '../http/tenant.js';

export interface ReportRequest {
  range: ReportRange;
  channelId?: string | undefined;
  shared?: boolean | undefined;
}

/**
 * Organization reports: the organization's admins (updateOrganization) in their own organization.
 * Channel reports: those admins and the channel's owners and content managers; another organization's
 * channel id (or a personal channel the caller may not read) is not found.
 */
async function reportChannel(tenant: TenantContext, channelId: string | undefined) {
  const isOrgAdmin = tenant.activeOrgId === tenant.orgId && tenant.permissions.includes('updateOrganization');
  if (!channelId) {
    if (!isOrgAdmin) throw forbidden();
    return null;
  }
  const [channel, roles] = await Promise.all([
    channelData(tenant.activeOrgId).channel(channelId),
    tenantData(tenant.activeOrgId).channelRolesOf(tenant.userId),
  ]);
  const role = roles.find((r) => r.channelId === channelId)?.role ?? null;
  if (!channel || !mayReadChannel(channel, tenant.userId, role)) throw notFound('Channel not found');
  if (!mayReadChannelReports(role, isOrgAdmin)) throw forbidden();
  return channel;
}

export async function buildReport(tenant: TenantContext, request: ReportRequest, now: Date): Promise<Report> {
  const channel = await reportChannel(tenant, request.channelId);
  const orgId = tenant.activeOrgId;
  const audience = request.shared ? 'shared' : 'own';
  const { period } = RANGE_BUCKETS[request.range];
  const buckets = rangeBuckets(request.range, now);
  const data = reportData(orgId);
  const [rollups, activity, mandatory] = await Promise.all([
    data.rollups(audience, period, buckets),
    data.activity(audience, period, buckets),
    audience === 'own' ? mandatoryCompletion(orgId, channel?.channelId ?? null) : Promise.resolve([]),
  ]);
  const scope = channel ? channelScope(channel.channelId) : orgScope;
  const figures = aggregateReport(buckets, scope, rollups, activity);
  const names = topRowNames(tenant);
  const [topVideos, topChannels] = await Promise.all([
    Promise.all(figures.topVideos.map((row) => names.video(row))),
    Promise.all(figures.topChannels.map((row) => names.channel(row))),
  ]);
  return {
    range: request.range,
    period,
    shared: audience === 'shared',
    channelId: channel?.channelId ?? null,
    channelName: channel?.name ?? null,
    totals: figures.totals,
    series: figures.series,
    topVideos,
    topChannels,
    mandatory,
  };
}

/**
 * The studio's report of one video (reports and shared reports): for those who may change it
 * (editableVideo: other organizations' and unknown ids 404, members without a producing role 403). `own`:
 * this organization's viewers; `shared`: other organizations' viewers of it (the channel or playlist it
 * is in shared with them). Per language played; `language` narrows the series and totals to one.
 */
export async function buildVideoReport(
  tenant: TenantContext,
  videoId: string,
  request: ReportRequest & { language?: string | undefined },
  now: Date,
): Promise<VideoReport> {
  const video = await editableVideo(tenant, videoId);
  const audience = request.shared ? 'shared' : 'own';
  const { period } = RANGE_BUCKETS[request.range];
  const buckets = rangeBuckets(request.range, now);
  const data = reportData(tenant.activeOrgId);
  const [rollups, activity] = await Promise.all([
    data.videoRollups(audience, period, buckets, video.videoId),
    data.videoActivity(audience, period, buckets, video.videoId),
  ]);
  const language = request.language ?? null;
  const figures = aggregateVideoReport(buckets, video.videoId, language, rollups, activity);
  return {
    videoId: video.videoId,
    range: request.range,
    period,
    shared: audience === 'shared',
    language,
    totals: figures.totals,
    series: figures.series,
    languages: figures.languages,
  };
}

/**
 * Names of the top rows. A row of another organization (an external video this organization's members
 * watched) is named only while that organization still shares its channel with this one; else null.
 */
function topRowNames(tenant: TenantContext) {
  const orgId = tenant.activeOrgId;
  const shares = new Map<string, Promise<boolean>>();
  const shared = (sourceOrgId: string, channelId: string | null) => {
    if (!channelId) return Promise.resolve(false);
    const key = `${sourceOrgId}/${channelId}`;
    let found = shares.get(key);
    if (!found) {
      found = sharedSourceChannel(tenant, sourceOrgId, channelId).then((c) => c !== null);
      shares.set(key, found);
    }
    return found;
  };
  const readable = async (row: TopRow) => {
    const source = row.sourceOrgId ?? orgId;
    return source === orgId || (await shared(source, row.channelId)) ? source : null;
  };
  const counts = (row: TopRow) => ({
    id: row.id,
    views: row.views,
    minutesWatched: row.minutesWatched,
    completions: row.completions,
  });
  return {
    async video(row: TopRow): Promise<ReportTopRow> {
      const source = await readable(row);
      const video = source ? await videoData(source).video(row.id) : null;
      return { ...counts(row), name: video?.name ?? null, humanId: video?.humanId ?? null };
    },
    async channel(row: TopRow): Promise<ReportTopRow> {
      const source = await readable(row);
      const channel = source ? await channelData(source).channel(row.id) : null;
      return { ...counts(row), name: channel?.name ?? null, humanId: null };
    },
  };
}

/**
 * Mandatory-training completion from the assignment items (access pattern 74): per track of the
 * organization (or of the channel) with assignments, how many assigned users have watched every video
 * of the track and its sub-tracks (history entries, pattern 71). Archived tracks are left out.
 */
async function mandatoryCompletion(orgId: string, channelId: string | null): Promise<MandatoryReportRow[]> {
  const channels = channelData(orgId);
  const lists = listsData(orgId);
  const tracks = (await channels.tracks()).filter(
    (t) => t.status !== 'archived' && (channelId === null || t.channelId === channelId),
  );
  const rows = await Promise.all(
    tracks.map(async (track) => {
      const assignees = await lists.assigneesOf(track.trackId);
      if (assignees.length === 0) return null;
      const videoIds = await trackVideoIds(channels, track.trackId);
      const completions = await Promise.all(
        assignees.map(async (a) => (await lists.completedVideos(a.userId, videoIds)).size),
      );
      const completed = videoIds.length === 0 ? 0 : completions.filter((n) => n >= videoIds.length).length;
      return { trackId: track.trackId, name: track.name, assigned: assignees.length, completed };
    }),
  );
  return rows.filter((r): r is MandatoryReportRow => r !== null).sort((a, b) => a.name.localeCompare(b.name));
}

/** Every video of a track and its sub-tracks, each once (sub-tracks at most MAX_TRACK_DEPTH deep). */
async function trackVideoIds(channels: ReturnType<typeof channelData>, trackId: string): Promise<string[]> {
  const videos = new Set<string>();
  const seen = new Set<string>();
  const walk = async (id: string, depth: number): Promise<void> => {
    if (seen.has(id) || depth > MAX_TRACK_DEPTH) return;
    seen.add(id);
    for (const item of await channels.itemsOfTrack(id)) {
      if (item.type === 'video') videos.add(item.targetId);
      else await walk(item.targetId, depth + 1);
    }
  };
  await walk(trackId, 0);
  return [...videos];
}
