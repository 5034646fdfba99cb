/**
 * Organization switching rules (spec 1 §2 user menu "switch organization (only if the user has external
 * organizations or is already switched)", §4 "Organization switch", §6 "Users with external
 * organizations can switch organization").
 */

/** Where the collaboration workspace the browser last worked in is remembered (spec 1 §4). */
export { COLLABORATION_WORKSPACE_STORAGE_KEY as COLLABORATION_WORKSPACE_KEY } from '../../../lib/storage';

export interface OrgEntry {
  orgId: string;
  name: string;
}

export interface SwitchState {
  /** The organization the user works in now (initData.orgId). */
  orgId: string;
  /** Their own organization while switched, else null (initData.originalOrgId). */
  originalOrgId: string | null;
  /** Organizations the user was granted (initData.externalOrgsUserHasAccessTo). */
  externalOrgs: readonly OrgEntry[];
}

export function canSwitchOrganization(state: SwitchState): boolean {
  return state.externalOrgs.length > 0 || state.originalOrgId !== null;
}

/** One entry of the switch dialog: `target` is what POST /updateUserOrgSwitch receives. */
export interface SwitchChoice {
  target: string;
  orgId: string;
  name: string;
  own: boolean;
  current: boolean;
}

/**
 * The dialog's list: the user's own organization first (target '' = "returns to own"), then the granted
 * ones by name. The organization worked in now is marked current and cannot be chosen again.
 */
export function switchChoices(state: SwitchState, ownName: string): SwitchChoice[] {
  const ownId = state.originalOrgId ?? state.orgId;
  const own: SwitchChoice = {
    target: '',
    orgId: ownId,
    name: ownName,
    own: true,
    current: state.orgId === ownId,
  };
  const granted = [...state.externalOrgs]
    .filter((o) => o.orgId !== ownId)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((o) => ({
      target: o.orgId,
      orgId: o.orgId,
      name: o.name,
      own: false,
      current: o.orgId === state.orgId,
    }));
  return [own, ...granted];
}

export type WorkspaceSync = { kind: 'none' } | { kind: 'store'; orgId: string } | { kind: 'remove' };

/**
 * Spec 1 §4: "A collaboration workspace is stored locally. If the server reports an original
 * organization that differs, the page reloads into that workspace. If it reports none and a workspace
 * is stored, the stored value is removed and the page reloads." The server's word wins: the browser
 * reloads whenever what it remembers is not where the server says the user works.
 */
export function workspaceSync(
  stored: string | null,
  state: Pick<SwitchState, 'orgId' | 'originalOrgId'>,
): WorkspaceSync {
  if (state.originalOrgId !== null) {
    return stored === state.orgId ? { kind: 'none' } : { kind: 'store', orgId: state.orgId };
  }
  return stored !== null ? { kind: 'remove' } : { kind: 'none' };
}
