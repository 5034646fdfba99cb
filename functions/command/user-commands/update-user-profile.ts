import type { UserCommand } from '#shared/api/index.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { tenantData } from '../../core/data/tenant-data.js';
import { badRequest } from '../../core/http/errors.js';
import { genericKey } from '../../core/media/keys.js';

type Payload = Extract<UserCommand, { type: 'updateUserProfile' }>['payload'];

/**
 * Spec 1 §7 "updateUserProfile (firstName, lastName, jobTitle, country, phoneNumber, profilePic)". The
 * contract has checked the fields (shared/domain/profile.ts); a picture must be an image the caller
 * uploaded themselves (POST /getGenericS3UploadSignedUrl puts it under generic/<orgId>/<userId>/).
 */
export async function updateUserProfile(tenant: TenantContext, payload: Payload) {
  const pic = payload.profilePic;
  const folder = genericKey(tenant.orgId, tenant.userId, '');
  const ownUpload = (key: string) => key.startsWith(folder) && !key.slice(folder.length).includes('/');
  if (pic !== undefined && pic !== '' && !ownUpload(pic)) {
    throw badRequest('The picture must be an image you uploaded', [
      { path: 'body.payload.profilePic', message: 'The picture must be an image you uploaded' },
    ]);
  }
  const changes = Object.fromEntries(Object.entries(payload).filter(([, v]) => v !== undefined));
  await tenantData(tenant.orgId).updateUser(tenant.userId, changes);
  return { id: tenant.userId };
}
