/**
 * A channel's mandatory training (spec 2 §3 channelMandatoryTrainingSetting): while the setting is on,
 * the chosen tracks are mandatory for every user of the channel — its users holding a role and its
 * followers — through the organization's mandatory assignments (domain/mandatory.ts, the /mandatory
 * page). Assigning is idempotent: a user who holds a track already is neither assigned nor told again.
 */
import type { TenantContext } from '../http/tenant.js';
import { channelData } from '../data/channel-data.js';
import { listsData } from '../data/lists-data.js';
import { logChange, trackSubject } from './event-log.js';
import { notifyMandatoryTrack } from './notifications.js';
import { assignTrackTasks } from './mandatory-tasks.js';

export interface ChannelMandatorySetting {
  channelId: string;
  mandatoryTrainingOn?: boolean | undefined;
  mandatoryTrackIds?: string[] | undefined;
  mandatoryTrainingSetBy?: string | undefined;
}

/** The users of a channel: who holds a role in it and who follows it (access patterns 27 and 86). */
export async function channelAudience(orgId: string, channelId: string): Promise<string[]> {
  const data = channelData(orgId);
  const [roles, followers] = await Promise.all([
    data.rolesOfChannel(channelId),
    data.followersOfChannel(channelId),
  ]);
  return [...new Set([...roles.map((r) => r.userId), ...followers.map((f) => f.userId)])];
}

/**
 * Assigns the channel's mandatory tracks to these users (the channel's setting must be on; archived or
 * moved tracks are skipped) and answers how many assignments were new. Each new assignment is logged on
 * its track and notified once, as an admin's assignment is.
 */
export async function assignChannelMandatory(
  tenant: TenantContext,
  channel: ChannelMandatorySetting,
  userIds: readonly string[],
): Promise<number> {
  if (!channel.mandatoryTrainingOn || userIds.length === 0) return 0;
  const lists = listsData(tenant.activeOrgId);
  const assignedBy = channel.mandatoryTrainingSetBy ?? tenant.userId;
  let assigned = 0;
  for (const trackId of channel.mandatoryTrackIds ?? []) {
    const track = await lists.track(trackId);
    if (!track || track.status === 'archived' || track.channelId !== channel.channelId) continue;
    const newlyAssigned = await lists.assignMandatory(trackId, userIds, assignedBy);
    if (newlyAssigned.length === 0) continue;
    assigned += newlyAssigned.length;
    await logChange(tenant, trackSubject(track), 'channelMandatoryTraining.assign', {
      before: {},
      after: { assignedTo: newlyAssigned, channelId: channel.channelId },
    });
    await notifyMandatoryTrack(
      tenant.activeOrgId,
      { trackId, name: track.name, channelId: track.channelId },
      newlyAssigned,
    );
    // Their watch-video tasks (no due date: the channel's training has none) and the e-mail.
    await assignTrackTasks(
      tenant,
      { trackId, name: track.name, channelId: track.channelId },
      newlyAssigned,
      undefined,
      assignedBy,
    );
  }
  return assigned;
}
