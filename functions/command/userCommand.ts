import { api, type UserCommand, type UserCommandType } from '#shared/api/index.js';
import { httpHandler } from '../core/http/pipeline.js';
import type { TenantContext } from '../core/http/tenant.js';
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
import {
  updateNotificationIsOpenedStatus,
  updateNotificationIsSeenStatus,
} from './user-commands/notifications.js';

type Handlers = {
  [T in UserCommandType]: (
    tenant: TenantContext,
    payload: Extract<UserCommand, { type: T }>['payload'],
  ) => Promise<{ id: string }>;
};

/** One handler per command type; the contract's discriminated union has already validated the payload. */
const handlers: Handlers = {
  updatePreferredLanguage,
  updateUserProfile,
  createTicket,
  createSupportTask,
  createSupportTaskForOtherOrg,
  createAssistedSearchTask,
  replyToTicket,
  completeUserConfigurationStatus,
  updateTooltipPopupPreference,
  updateNotificationIsSeenStatus,
  updateNotificationIsOpenedStatus,
};

export const handler = httpHandler(api.userCommand, async ({ tenant, body }) => {
  const run = handlers[body.type] as (t: TenantContext, p: UserCommand['payload']) => Promise<{ id: string }>;
  return run(tenant, body.payload);
});
