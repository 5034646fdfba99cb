/**
 * The rule every menu of admin pages follows (the sidebar's admin groups, the admin-settings side menu;
 * spec 2 §6): an entry shows where the user holds its permission, its feature is on and the app has its
 * page; a group shows while it has an entry; none shows while working in another workspace.
 */
import { isFeatureOn, type FeatureFlag } from '#shared/domain/feature-flags';
import type { Permission } from '#shared/domain/roles';

export interface MenuEntry {
  path: string;
  /** Dictionary key of the label. */
  label: string;
  /** Permission the entry needs (spec 2 §6). */
  permission?: Permission;
  /** Feature flag that must also be on. */
  feature?: string;
}

export interface MenuContext {
  permissions: readonly string[];
  featureFlags: readonly FeatureFlag[];
  tubeId: string | undefined;
  /** "Admin groups are hidden while working in another workspace." */
  isSwitched: boolean;
  /** Whether the app has a page at a path (entries lead only to pages that exist). */
  hasPage: (path: string) => boolean;
}

export function menuEntryShown(entry: MenuEntry, ctx: MenuContext): boolean {
  return (
    (!entry.permission || ctx.permissions.includes(entry.permission)) &&
    (!entry.feature || isFeatureOn(ctx.featureFlags, entry.feature, { tubeId: ctx.tubeId })) &&
    ctx.hasPage(entry.path)
  );
}

/** The groups with their shown entries only, less those left without any. */
export function shownMenuGroups<G extends { entries: MenuEntry[] }>(
  groups: readonly G[],
  ctx: MenuContext,
): G[] {
  if (ctx.isSwitched) return [];
  return groups
    .map((group) => ({ ...group, entries: group.entries.filter((entry) => menuEntryShown(entry, ctx)) }))
    .filter((group) => group.entries.length > 0);
}
