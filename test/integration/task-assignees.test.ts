/**
 * The reassign dialog's autocomplete (GET /query/taskAssignees?q=): active users of the caller's own
 * organization whose e-mail, first or last name, or full name in either order starts with the text.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, contract, signIn } from './helpers/index.js';

let admin = '';

beforeAll(async () => {
  admin = (await signIn('admin@acme.test', 'Passw0rd!', 'acme')).idToken;
});

const emails = async (q: string) => {
  const res = await call(contract.listTaskAssignees, { token: admin, query: { q } });
  expect(res.status).toBe(200);
  return res.body.map((u) => u.email);
};

describe('task assignee suggestions', () => {
  it('finds a user by the start of their e-mail, first name, last name or full name', async () => {
    for (const q of ['member@', 'Mart', 'meyer', 'Martin Mey', 'martin meyer', 'Meyer Mar'])
      expect(await emails(q), q).toContain('member@acme.test');
  });

  it('does not match the middle of a name, nor another organization’s users', async () => {
    expect(await emails('artin')).not.toContain('member@acme.test');
    expect(await emails('Martin Meyerson')).toEqual([]);
    expect(await emails('Greta')).toEqual([]);
  });
});
