import type { TenantContext } from '../http/tenant.js';
import { forbidden } from '../http/errors.js';
import { trainingData, type TrainingData } from '../data/training-data.js';
import { isOperatorStaff } from './operator.js';

/**
 * Spec 2 §6: "Admin sections: the training group needs an operator-organization user plus admin." An
 * admin of the organization they work in (the authorizer makes a user admin only in their own
 * organization, never while switched into another) who is operator-organization staff; 403 otherwise.
 * The training data is that organization's.
 */
export async function trainingAdminData(tenant: TenantContext): Promise<TrainingData> {
  const admin = tenant.role === 'admin' && tenant.activeOrgId === tenant.orgId;
  if (!admin || !(await isOperatorStaff(tenant))) throw forbidden();
  return trainingData(tenant.activeOrgId);
}
