import { describe, expect, it } from 'vitest';
import { canSwitchOrganization, switchChoices, workspaceSync } from './workspace';
import { createLinkProblems } from './create-link';

const acme = { orgId: 'acme', name: 'Acme Corporation' };
const globex = { orgId: 'globex', name: 'Globex' };

describe('organization switch (spec 1 §2 user menu, §4, §6)', () => {
  it('is offered with external organizations or while switched', () => {
    expect(canSwitchOrganization({ orgId: 'studio', originalOrgId: null, externalOrgs: [acme] })).toBe(true);
    expect(canSwitchOrganization({ orgId: 'acme', originalOrgId: 'studio', externalOrgs: [] })).toBe(true);
    expect(canSwitchOrganization({ orgId: 'studio', originalOrgId: null, externalOrgs: [] })).toBe(false);
  });

  it('lists the own organization first (empty target) and the granted ones by name', () => {
    const home = switchChoices(
      { orgId: 'studio', originalOrgId: null, externalOrgs: [globex, acme] },
      'Tubes Studio',
    );
    expect(home.map((c) => [c.target, c.name, c.current])).toEqual([
      ['', 'Tubes Studio', true],
      ['acme', 'Acme Corporation', false],
      ['globex', 'Globex', false],
    ]);
    const away = switchChoices(
      { orgId: 'acme', originalOrgId: 'studio', externalOrgs: [acme, globex] },
      'Tubes Studio',
    );
    expect(away.map((c) => [c.target, c.current])).toEqual([
      ['', false],
      ['acme', true],
      ['globex', false],
    ]);
  });

  it('keeps the stored collaboration workspace in line with the server', () => {
    // Switched, nothing or something else stored: store the workspace the server reports, reload.
    expect(workspaceSync(null, { orgId: 'acme', originalOrgId: 'studio' })).toEqual({
      kind: 'store',
      orgId: 'acme',
    });
    expect(workspaceSync('globex', { orgId: 'acme', originalOrgId: 'studio' })).toEqual({
      kind: 'store',
      orgId: 'acme',
    });
    expect(workspaceSync('acme', { orgId: 'acme', originalOrgId: 'studio' })).toEqual({ kind: 'none' });
    // "If it reports none and a workspace is stored, the stored value is removed and the page reloads."
    expect(workspaceSync('acme', { orgId: 'studio', originalOrgId: null })).toEqual({ kind: 'remove' });
    expect(workspaceSync(null, { orgId: 'studio', originalOrgId: null })).toEqual({ kind: 'none' });
  });
});

describe('create link form', () => {
  it('needs an organization and a valid e-mail', () => {
    expect(createLinkProblems({ orgId: '', email: '' })).toEqual({ orgId: 'required', email: 'required' });
    expect(createLinkProblems({ orgId: 'acme', email: 'nope' })).toEqual({ email: 'invalid-email' });
    expect(createLinkProblems({ orgId: 'acme', email: ' user@globex.test ' })).toEqual({});
  });
});
