import * as api from '#shared/api/endpoints/channels.js';
import { commandHandler } from '../core/http/command.js';
import { archiveChannel, deleteChannel, restoreChannel } from './channel-commands/archive-channel.js';
import {
  addChannelUser,
  removeChannelUser,
  updateChannelUserRole,
} from './channel-commands/channel-users.js';
import { createChannel } from './channel-commands/create-channel.js';
import { createPersonalChannel } from './channel-commands/create-personal-channel.js';
import { createTrack } from './channel-commands/create-track.js';
import { deleteTrack } from './channel-commands/delete-track.js';
import { saveTrackTranslations } from './channel-commands/save-track-translations.js';
import { setTrackItems } from './channel-commands/set-track-items.js';
import { updateTrack } from './channel-commands/update-track.js';
import {
  onUpdateExternalShareDomains,
  onUpdateExternalShareShareSetting,
  shareChannel,
  unshareChannel,
} from './channel-commands/external-share.js';
import { follow, setAlerts, unfollow } from './channel-commands/follow.js';
import { updateChannel } from './channel-commands/update-channel.js';
import { updateChannelTags } from './channel-commands/channel-tags.js';
import { sharePlaylist, unsharePlaylist } from './channel-commands/share-playlist.js';
import { onUpdateMandatoryTrainingSetting } from './channel-commands/mandatory-training.js';
import {
  generateRecommendations,
  onUpdateFeaturedVideosForRecommendation,
} from './channel-commands/recommendations.js';

/** One function per command type; the contract's discriminated union has already validated the payload. */
export const handler = commandHandler(api.channelCommand, {
  follow,
  unfollow,
  setAlerts,
  createPersonalChannel,
  createChannel,
  updateChannel,
  archiveChannel,
  restoreChannel,
  deleteChannel,
  addChannelUser,
  updateChannelUserRole,
  removeChannelUser,
  onUpdateExternalShareShareSetting,
  onUpdateExternalShareDomains,
  shareChannel,
  unshareChannel,
  createTrack,
  updateTrack,
  deleteTrack,
  setTrackItems,
  saveTrackTranslations,
  onUpdateFeaturedVideosForRecommendation,
  generateRecommendations,
  updateChannelTags,
  sharePlaylist,
  unsharePlaylist,
  onUpdateMandatoryTrainingSetting,
});
