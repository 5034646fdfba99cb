import { describe, expect, it } from 'vitest';
import { CHANNEL_ROLES } from '#shared/domain/channel-admin';
import { ROLE_LABELS, emailProblem } from './channel-roles';

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
