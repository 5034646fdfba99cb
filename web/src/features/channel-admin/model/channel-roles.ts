/**
 * Channel roles as the pages name them (spec 2 §3 "Channel roles"), the add-user form's check, and how
 * /channel/{id}/users searches and sorts (in the browser: a channel's role holders are read at once).
 */
import { CHANNEL_ROLES } from '#shared/domain/channel-admin';
import { listCollator, type ListSpec } from '#shared/domain/list-page';
import { LOCAL_LIST_DEFAULT_PAGE_SIZE } from '../../../lib/list-paging';

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

interface RoleHolder {
  firstName: string;
  lastName: string;
  email: string;
  role: ChannelRole;
}

/** How a channel's user is named: the name, else the e-mail. */
export const holderLabel = (u: Omit<RoleHolder, 'role'>) => `${u.firstName} ${u.lastName}`.trim() || u.email;

const byLabel = (a: RoleHolder, b: RoleHolder) =>
  listCollator.compare(holderLabel(a), holderLabel(b)) || listCollator.compare(a.email, b.email);

/** Searched by name and e-mail; sorted by name, e-mail or role (in the spec's order, owners first). */
export const CHANNEL_USER_LIST: ListSpec<RoleHolder, 'name' | 'email' | 'role'> = {
  text: (u) => `${u.firstName} ${u.lastName} ${u.email}`,
  compare: {
    name: byLabel,
    email: (a, b) => listCollator.compare(a.email, b.email),
    role: (a, b) => CHANNEL_ROLES.indexOf(a.role) - CHANNEL_ROLES.indexOf(b.role) || byLabel(a, b),
  },
  defaultSort: 'name',
  defaultPageSize: LOCAL_LIST_DEFAULT_PAGE_SIZE,
};
