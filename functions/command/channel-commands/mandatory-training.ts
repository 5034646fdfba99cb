import type { ChannelCommand } from '#shared/api/index.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { manageableChannel } from '../../core/access/channels.js';
import { channelData } from '../../core/data/channel-data.js';
import { assignChannelMandatory, channelAudience } from '../../core/domain/channel-mandatory.js';
import { logChange } from '../../core/domain/event-log.js';
import { badRequest, conflict, forbidden } from '../../core/http/errors.js';

type Payload<T extends ChannelCommand['type']> = Extract<ChannelCommand, { type: T }>['payload'];

/** Mandatory training is for a company's audience: a personal channel has none to make it mandatory for. */
export const MANDATORY_COMPANY_ONLY = 'Mandatory training can only be set on a company channel';

/**
 * onUpdateMandatoryTrainingSetting (spec 2 §7; organization admins and the channel's owners): on, the
 * chosen tracks of the channel become mandatory for every current user of the channel at once, and for
 * whoever joins it later; off, nobody new is assigned and what was assigned stays
 * (docs/decisions.md "Channel mandatory training"). Repeating the same setting assigns nothing twice.
 */
export async function onUpdateMandatoryTrainingSetting(
  tenant: TenantContext,
  payload: Payload<'onUpdateMandatoryTrainingSetting'>,
) {
  const target = await manageableChannel(tenant, payload.channelId);
  if (target.kind === 'external') throw forbidden();
  const { channel } = target;
  if (channel.type !== 'company') throw conflict(MANDATORY_COMPANY_ONLY);

  const tracks = await channelData(tenant.activeOrgId).tracksOfChannel(channel.channelId);
  const usable = new Set(tracks.filter((t) => t.status !== 'archived').map((t) => t.trackId));
  const issues = payload.trackIds
    .map((trackId, index) => ({ trackId, index }))
    .filter(({ trackId }) => !usable.has(trackId))
    .map(({ index }) => ({
      path: `payload.trackIds.${index}`,
      message: 'Only tracks of this channel can be mandatory',
    }));
  if (issues.length > 0) throw badRequest('Only tracks of this channel can be mandatory', issues);

  const before = {
    enabled: channel.mandatoryTrainingOn ?? false,
    trackIds: channel.mandatoryTrackIds ?? [],
  };
  const after = { enabled: payload.enabled, trackIds: payload.trackIds };
  const changes = {
    mandatoryTrainingOn: payload.enabled,
    mandatoryTrackIds: payload.trackIds,
    mandatoryTrainingSetBy: payload.enabled ? tenant.userId : channel.mandatoryTrainingSetBy,
  };
  await channelData(tenant.activeOrgId).updateChannel(channel.channelId, changes);
  await logChange(
    tenant,
    { type: 'channel', id: channel.channelId },
    'channelCommand.onUpdateMandatoryTrainingSetting',
    { before, after },
  );
  const assigned = payload.enabled
    ? await assignChannelMandatory(
        tenant,
        { channelId: channel.channelId, ...changes },
        await channelAudience(tenant.activeOrgId, channel.channelId),
      )
    : 0;
  return { id: channel.channelId, res: { id: channel.channelId, assigned } };
}
