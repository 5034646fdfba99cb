import type { ComponentType, LazyExoticComponent } from 'react';
import type { StudioVideo } from '#shared/api';

/**
 * The studio's sections (spec 2 §2 video routes): /edit/video/{section}/{videoId}/{version}. The
 * settings sections (overview, tags, reports, embed codes, event log) and the editing tabs, each group in
 * the spec's order. A section whose page does not exist yet is simply not registered (never a placeholder).
 */
export type SectionGroup = 'settings' | 'editing';

/** What a section's page gets: the version being edited, and a way to read it again after a change. */
export interface StudioSectionProps {
  video: StudioVideo;
  refresh: () => Promise<unknown>;
  /**
   * The caller may not edit it now (editorial control: not checked out, locked, the published
   * content; lifecycle/model/edit-access.ts): the page shows why above it, the section only reads.
   */
  readOnly?: boolean;
}

/** What decides whether a section shows for the caller (a feature flag, a permission, the video). */
export interface SectionContext {
  video: StudioVideo;
  /** The caller is an admin of the organization (holds updateOrganization, not switched). */
  isOrgAdmin: boolean;
  permissions: readonly string[];
  /** Whether one of the organization's features is on (spec 1 §6). */
  featureOn: (featureId: string) => boolean;
}

export interface StudioSection {
  /** The path segment: /edit/video/{id}/… */
  id: string;
  /** The tab's label (a dictionary key). */
  labelKey: string;
  group: SectionGroup;
  component: LazyExoticComponent<ComponentType<StudioSectionProps>>;
  visible?: (ctx: SectionContext) => boolean;
}

/** The spec's order of the editing tabs (spec 2 §2); sections not listed keep their registry order. */
export const EDITING_ORDER = ['effects', 'manuscript', 'quick-guide', 'links', 'voice-over', 'upload-files'];
/** The spec's order of the settings sections. */
export const SETTINGS_ORDER = ['overview', 'tags', 'reports', 'shared-reports', 'embed-codes', 'event-log'];

function rank(section: Pick<StudioSection, 'id' | 'group'>): number {
  const order = section.group === 'settings' ? SETTINGS_ORDER : EDITING_ORDER;
  const at = order.indexOf(section.id);
  return at === -1 ? order.length : at;
}

/** The sections the caller sees for this video: settings first, then editing, each in the spec's order. */
export function visibleSections<S extends Pick<StudioSection, 'id' | 'group' | 'visible'>>(
  registry: readonly S[],
  ctx: SectionContext,
): S[] {
  const shown = registry.filter((s) => !s.visible || s.visible(ctx));
  const ofGroup = (group: SectionGroup) =>
    shown
      .map((s, i) => ({ s, i }))
      .filter(({ s }) => s.group === group)
      .sort((a, b) => rank(a.s) - rank(b.s) || a.i - b.i)
      .map(({ s }) => s);
  return [...ofGroup('settings'), ...ofGroup('editing')];
}

/** The address of a section of a video's version (other features link to sections through src/lib). */
export { sectionPath } from '../../../lib/studio-paths';

/** The version in the path, or null when it is not a positive whole number. */
export function parseVersion(raw: string | undefined): number | null {
  if (!raw || !/^[1-9][0-9]{0,3}$/.test(raw)) return null;
  return Number(raw);
}
