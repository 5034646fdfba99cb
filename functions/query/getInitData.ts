import * as api from '#shared/api/endpoints/session.js';
import type { Permission } from '#shared/domain/roles.js';
import type { UiLanguage } from '#shared/domain/languages.js';
import { isOptionalMailCategory } from '#shared/domain/mail.js';
import { httpHandler } from '../core/http/pipeline.js';
import { forbidden } from '../core/http/errors.js';
import { tenantData } from '../core/data/tenant-data.js';
import { organizationById } from '../core/data/public-lookups.js';
import { profilePictureUrl } from '../core/media/profile-picture.js';

/**
 * Spec 1 §4 step 4: "Load the initial data (permissions, feature flags, settings, user data,
 * originalOrgId, orgId, externalOrgsUserHasAccessTo, email)". While the user works in a collaboration
 * workspace, orgId is that workspace and originalOrgId their own organization.
 */
export const handler = httpHandler(api.getInitData, async ({ tenant }) => {
  const user = await tenantData(tenant.orgId).user(tenant.userId);
  if (!user) throw forbidden('missing user data');
  const switched = tenant.activeOrgId !== tenant.orgId;
  const [featureFlags, externalOrgs, photoURL] = await Promise.all([
    tenantData(tenant.activeOrgId).featureFlags(),
    Promise.all((user.externalOrgsUserHasAccessTo ?? []).map((orgId) => organizationById(orgId))),
    profilePictureUrl(user.profilePic),
  ]);
  const displayName = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  const role: 'admin' | 'member' = tenant.role === 'admin' ? 'admin' : 'member';
  return {
    permissions: (user.permissions ?? []) as Permission[],
    featureFlags,
    settings: {
      tooltipDisabled: user.tooltipDisabled ?? false,
      mailOptOuts: (user.mailOptOuts ?? []).filter(isOptionalMailCategory),
      isConfigurationCompleted: user.isConfigurationCompleted ?? false,
      preferredLanguage: (user.preferredLanguage ?? 'en-us') as UiLanguage,
      isFirstLogin: user.isFirstLogin ?? false,
    },
    userData: {
      displayName,
      // A presigned, short-lived address of the stored picture (profile.profilePic keeps the key).
      photoURL,
      email: user.email,
      profile: {
        firstName: user.firstName ?? '',
        lastName: user.lastName ?? '',
        jobTitle: user.jobTitle ?? '',
        phoneNumber: user.phoneNumber ?? '',
        country: user.country ?? '',
        profilePic: user.profilePic ?? '',
        email: user.email,
        isMasterAdmin: user.isMasterAdmin ?? false,
      },
    },
    originalOrgId: switched ? tenant.orgId : null,
    orgId: tenant.activeOrgId,
    externalOrgsUserHasAccessTo: externalOrgs.flatMap((o) => (o ? [{ orgId: o.orgId, name: o.name }] : [])),
    email: user.email,
    role,
    isStaff: tenant.isStaff,
  };
});
