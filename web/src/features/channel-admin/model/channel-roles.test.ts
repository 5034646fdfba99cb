import { describe, expect, it } from 'vitest';
import { CHANNEL_ROLES } from '#shared/domain/channel-admin';
import { listPage } from '#shared/domain/list-page';
import { CHANNEL_USER_LIST, ROLE_LABELS, emailProblem, holderLabel } from './channel-roles';

describe('channel roles', () => {
  it('names every role of spec 2 §3', () => {
    expect(Object.keys(ROLE_LABELS).sort()).toEqual([...CHANNEL_ROLES].sort());
  });

  it('needs an e-mail to add a user', () => {
    expect(emailProblem(' ')).toBe('required');
    expect(emailProblem('member@acme')).toBe('channel-admin-email-invalid');
    expect(emailProblem(' Member@Acme.test ')).toBeNull();
  });
});

describe("a channel's users list", () => {
  const users = [
    { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@acme.test', role: 'contributor' as const },
    { firstName: '', lastName: '', email: 'zed@acme.test', role: 'channelOwner' as const },
    { firstName: 'Bob', lastName: 'Stone', email: 'bob@acme.test', role: 'admin' as const },
  ];
  const labels = (query: Parameters<typeof listPage>[1]) =>
    listPage(users, query, CHANNEL_USER_LIST).items.map(holderLabel);

  it('searches names and e-mails', () => {
    expect(labels({ search: 'love' })).toEqual(['Ada Lovelace']);
    expect(labels({ search: 'ZED@' })).toEqual(['zed@acme.test']);
  });

  it("sorts by name (the e-mail when nameless), e-mail, or role in the spec's order", () => {
    expect(labels({})).toEqual(['Ada Lovelace', 'Bob Stone', 'zed@acme.test']);
    expect(labels({ sort: 'email', order: 'desc' })).toEqual(['zed@acme.test', 'Bob Stone', 'Ada Lovelace']);
    expect(labels({ sort: 'role' })).toEqual(['zed@acme.test', 'Ada Lovelace', 'Bob Stone']);
  });
});
