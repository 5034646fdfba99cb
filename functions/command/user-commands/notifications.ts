import type { UserCommand } from '#shared/api/index.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { notificationData } from '../../core/data/notification-data.js';
import { notFound } from '../../core/http/errors.js';

type SeenPayload = Extract<UserCommand, { type: 'updateNotificationIsSeenStatus' }>['payload'];
type OpenedPayload = Extract<UserCommand, { type: 'updateNotificationIsOpenedStatus' }>['payload'];

/**
 * Spec 1 §4 "When the list opens, unseen items are marked seen". Only the caller's own notifications
 * (in their own organization's partition) can be marked; other ids are skipped.
 */
export async function updateNotificationIsSeenStatus(tenant: TenantContext, payload: SeenPayload) {
  await notificationData(tenant.orgId).setSeen(tenant.userId, payload.notificationIds, payload.isSeen);
  return { id: tenant.userId };
}

/** Spec 1 §4 "Clicking one marks it opened". Another user's (or an unknown) id: 404. */
export async function updateNotificationIsOpenedStatus(tenant: TenantContext, payload: OpenedPayload) {
  const found = await notificationData(tenant.orgId).setOpened(
    tenant.userId,
    payload.notificationId,
    payload.isOpened,
  );
  if (!found) throw notFound();
  return { id: payload.notificationId };
}
