import { describe, expect, it } from 'vitest';
import type { Organization, Tube } from '../../../lib/app-context';
import { resolveWorkspace, workspaceToShow } from './workspace-branding';

const studio = { id: 'studio', domain: 'studio' };
const acme = { id: 'acme', name: 'Acme Corporation', tubeId: 'tube-acme' } as Organization;
const acmeTube = { id: 'tube-acme', name: 'Acme Academy' } as Tube;

describe('workspaceToShow: which organization brands the page', () => {
  it('is the remembered workspace when it is another organization', () => {
    expect(workspaceToShow('acme', studio)).toBe('acme');
  });

  it("is none for this organization's own id or sub-domain, blanks and nothing remembered", () => {
    expect(workspaceToShow('studio', studio)).toBeNull();
    expect(workspaceToShow('  ', studio)).toBeNull();
    expect(workspaceToShow(null, studio)).toBeNull();
  });
});

describe('resolveWorkspace: the page waits for the workspace tube, never forever', () => {
  it('is ready at once without a workspace', () => {
    expect(resolveWorkspace(null, {}, {})).toEqual({ ready: true, workspace: null });
  });

  it('waits for the organization, then for its tube', () => {
    expect(resolveWorkspace('acme', {}, {})).toEqual({ ready: false });
    expect(resolveWorkspace('acme', { data: acme }, {})).toEqual({ ready: false });
    expect(resolveWorkspace('acme', { data: acme }, { data: acmeTube })).toEqual({
      ready: true,
      workspace: { organization: acme, tube: acmeTube },
    });
  });

  it('keeps the organization when only the tube fails (its own logo and colour brand the page)', () => {
    expect(resolveWorkspace('acme', { data: acme }, { error: new Error('502') })).toEqual({
      ready: true,
      workspace: { organization: acme, tube: undefined },
    });
  });

  it("falls back to this organization's branding when the workspace is unknown or unreachable", () => {
    expect(resolveWorkspace('gone', { data: {} }, {})).toEqual({ ready: true, workspace: null });
    expect(resolveWorkspace('acme', { error: new Error('offline') }, {})).toEqual({
      ready: true,
      workspace: null,
    });
  });
});
