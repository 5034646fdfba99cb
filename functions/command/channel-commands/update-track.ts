import type { ChannelCommand } from '#shared/api/index.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { editableTrack } from '../../core/access/tracks.js';
import { trackAdminData } from '../../core/data/track-admin-data.js';
import { logChange, trackSubject } from '../../core/domain/event-log.js';

type Payload = Extract<ChannelCommand, { type: 'updateTrack' }>['payload'];

/** /track/edit/{trackId}, /playlist/edit/{trackId}: name, abstract, description and the mandatory flag. */
export async function updateTrack(tenant: TenantContext, payload: Payload) {
  const { track } = await editableTrack(tenant, payload.trackId);
  const fields = {
    name: payload.name,
    abstract: payload.abstract,
    description: payload.description,
    mandatory: payload.mandatory,
  };
  await trackAdminData(tenant.activeOrgId).updateTrack(track.trackId, fields);
  await logChange(tenant, trackSubject(track), 'channelCommand.updateTrack', {
    before: {
      name: track.name,
      abstract: track.abstract ?? '',
      description: track.description ?? '',
      mandatory: track.mandatory ?? false,
    },
    after: fields,
  });
  return { id: track.trackId, res: { id: track.trackId } };
}
