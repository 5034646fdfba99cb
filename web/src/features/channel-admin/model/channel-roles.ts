/** Channel roles as the pages name them (spec 2 §3 "Channel roles"), and the add-user form's check. */
import type { CHANNEL_ROLES } from '#shared/domain/channel-admin';

export type ChannelRole = (typeof CHANNEL_ROLES)[number];

export const ROLE_LABELS: Record<ChannelRole, string> = {
  channelOwner: 'channel-admin-role-channel-owner',
  contentManager: 'channel-admin-role-content-manager',
  contributor: 'channel-admin-role-contributor',
  admin: 'channel-admin-role-admin',
};

/** The add-user form's e-mail: trimmed, lower-cased, and whether it looks like one. */
export function emailProblem(email: string): 'required' | 'channel-admin-email-invalid' | null {
  const value = email.trim();
  if (value === '') return 'required';
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? null : 'channel-admin-email-invalid';
}
