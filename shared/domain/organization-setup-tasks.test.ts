import { describe, expect, it } from 'vitest';
import {
  CREATED_SETUP_SUBTYPES,
  isOrganizationSetupTask,
  newlyWhitelistedDomains,
  organizationSetupTask,
  type OrganizationSetupEvent,
} from './organization-setup-tasks.js';
import { isOperationalTask } from './operational-tasks.js';
import { isTaskSubtype } from './task-subtypes.js';

const acme = { orgId: 'acme', orgName: 'Acme Corporation' };

describe('organizationSetupTask (spec 2 §4 "Organization set-up" family)', () => {
  it('an added domain is a verify-domain task naming the domain and the organization', () => {
    expect(organizationSetupTask({ ...acme, kind: 'domainWhitelisted', domain: ' Example.COM ' })).toEqual({
      orgId: 'acme',
      subtype: 'verify-domain',
      type: 'operation',
      taskTitle: 'Verify the domain example.com of Acme Corporation',
      onceKey: 'verify-domain/example.com',
    });
  });

  it('each event makes its own subtype, all of them operations of the organization they concern', () => {
    const events: OrganizationSetupEvent[] = [
      { ...acme, kind: 'organizationAdded', firstAdminEmail: 'owner@acme.test' },
      { ...acme, kind: 'domainWhitelisted', domain: 'acme.test' },
      { ...acme, kind: 'brandingChanged' },
      { ...acme, kind: 'masterLanguageChanged', language: 'da' },
      { ...acme, kind: 'accountRegistered', userId: 'u1', email: 'jane@acme.test' },
      { ...acme, kind: 'firstSignIn', userId: 'u1', email: 'jane@acme.test' },
    ];
    const tasks = events.map(organizationSetupTask);
    expect(tasks.map((t) => t.subtype).sort()).toEqual([...CREATED_SETUP_SUBTYPES].sort());
    for (const task of tasks) {
      expect(task).toMatchObject({ orgId: 'acme', type: 'operation' });
      expect(task.taskTitle).toContain('Acme Corporation');
      expect(isTaskSubtype(task.subtype)).toBe(true);
      // The operator staff list them on /admin/operationalTasks.
      expect(isOperationalTask(task.subtype)).toBe(true);
    }
    expect(tasks.find((t) => t.subtype === 'update-master-language')?.taskTitle).toBe(
      'Update the master language of Acme Corporation to Dansk (da)',
    );
    expect(tasks.find((t) => t.subtype === 'register-account')?.taskTitle).toBe(
      'Welcome the new account jane@acme.test of Acme Corporation',
    );
    expect(tasks.find((t) => t.subtype === 'add-organization')).toMatchObject({
      taskTitle: 'Set up the new organization Acme Corporation with its first admin owner@acme.test',
      onceKey: 'add-organization',
    });
    expect(tasks.find((t) => t.subtype === 'login-for-first-time')?.taskTitle).toBe(
      'Follow up the first sign-in of jane@acme.test in Acme Corporation',
    );
  });

  it('the once key makes a repeated event the same task, a different one another task', () => {
    const key = (e: OrganizationSetupEvent) => organizationSetupTask(e).onceKey;
    expect(key({ ...acme, kind: 'domainWhitelisted', domain: 'a.test' })).toBe(
      key({ ...acme, kind: 'domainWhitelisted', domain: 'A.TEST' }),
    );
    expect(key({ ...acme, kind: 'domainWhitelisted', domain: 'a.test' })).not.toBe(
      key({ ...acme, kind: 'domainWhitelisted', domain: 'b.test' }),
    );
    // Branding: only the first change is a set-up task.
    expect(key({ ...acme, kind: 'brandingChanged' })).toBe(key({ ...acme, kind: 'brandingChanged' }));
    expect(key({ ...acme, kind: 'firstSignIn', userId: 'u1', email: 'x' })).not.toBe(
      key({ ...acme, kind: 'firstSignIn', userId: 'u2', email: 'x' }),
    );
    expect(key({ ...acme, kind: 'firstSignIn', userId: 'u1', email: 'x' })).not.toBe(
      key({ ...acme, kind: 'accountRegistered', userId: 'u1', email: 'x' }),
    );
  });

  it('falls back to the organization id when it has no name', () => {
    expect(organizationSetupTask({ orgId: 'initech', orgName: '', kind: 'brandingChanged' }).taskTitle).toBe(
      'Check the branding of initech',
    );
  });
});

describe('newlyWhitelistedDomains', () => {
  it('answers the domains added, normalised and once each; kept and removed ones are none', () => {
    expect(newlyWhitelistedDomains(['acme.test'], ['ACME.test', 'new.test', ' New.Test', 'b.test'])).toEqual([
      'new.test',
      'b.test',
    ]);
    expect(newlyWhitelistedDomains(['acme.test', 'old.test'], ['acme.test'])).toEqual([]);
    expect(newlyWhitelistedDomains([], [])).toEqual([]);
  });
});

describe('isOrganizationSetupTask', () => {
  it('knows the whole family, not the other subtypes', () => {
    expect(isOrganizationSetupTask('approve-new-organization')).toBe(true);
    expect(isOrganizationSetupTask('verify-domain')).toBe(true);
    expect(isOrganizationSetupTask('support-ticket')).toBe(false);
    expect(isOrganizationSetupTask('verify-generated-video')).toBe(false);
  });
});
