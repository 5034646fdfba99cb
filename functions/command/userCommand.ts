import * as api from '#shared/api/endpoints/user-commands.js';
import { commandHandler } from '../core/http/command.js';
import { updatePreferredLanguage } from './user-commands/update-preferred-language.js';
import { updateUserProfile } from './user-commands/update-user-profile.js';
import {
  createAssistedSearchTask,
  createSupportTask,
  createSupportTaskForOtherOrg,
  createTicket,
  replyToTicket,
} from './user-commands/support.js';
import { completeUserConfigurationStatus } from './user-commands/complete-user-configuration-status.js';
import { updateTooltipPopupPreference } from './user-commands/update-tooltip-popup-preference.js';
import { updateMailPreferences } from './user-commands/update-mail-preferences.js';
import {
  updateNotificationIsOpenedStatus,
  updateNotificationIsSeenStatus,
} from './user-commands/notifications.js';

/** One function per command type; the contract's discriminated union has already validated the payload. */
export const handler = commandHandler(api.userCommand, {
  updatePreferredLanguage,
  updateUserProfile,
  createTicket,
  createSupportTask,
  createSupportTaskForOtherOrg,
  createAssistedSearchTask,
  replyToTicket,
  completeUserConfigurationStatus,
  updateTooltipPopupPreference,
  updateMailPreferences,
  updateNotificationIsSeenStatus,
  updateNotificationIsOpenedStatus,
});
