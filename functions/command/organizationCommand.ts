import * as api from '#shared/api/endpoints/organization-admin.js';
import { commandHandler } from '../core/http/command.js';
import {
  deleteInformationClassification,
  saveInformationClassification,
} from './organization-commands/classifications.js';
import { updateAzureAdCertificate, updateSsoSettings } from './organization-commands/sso.js';
import { deleteTag, saveTag } from './organization-commands/tags.js';
import { updateBranding } from './organization-commands/update-branding.js';
import { updateOrganization } from './organization-commands/update-organization.js';
import { completeTask } from './organization-commands/complete-task.js';

/**
 * POST /organizationCommand (spec 2 §7): one function per command type; the contract's discriminated
 * union has validated the payload, each function checks who may change its area (spec 2 §6).
 */
export const handler = commandHandler(api.organizationCommand, {
  updateBranding,
  updateOrganization,
  saveTag,
  deleteTag,
  saveInformationClassification,
  deleteInformationClassification,
  updateSsoSettings,
  updateAzureAdCertificate,
  completeTask,
});
