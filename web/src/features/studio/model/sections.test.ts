import { describe, expect, it } from 'vitest';
import type { StudioVideo } from '#shared/api';
import { parseVersion, sectionPath, visibleSections, type SectionContext } from './sections';

const video: StudioVideo = {
  id: 'v1',
  humanId: 'h1',
  version: 1,
  lastVersion: 1,
  name: 'A video',
  abstract: '',
  description: '',
  type: 'other',
  status: 'draft',
  masterLanguage: 'en-us',
  playableLanguages: ['en-us'],
  channelId: 'c1',
  channelName: 'Channel',
  stage: '',
  responsibleEmail: 'a@example.test',
  tags: [],
  infClassification: '',
  createdAt: '2026-11-25T10:00:00.000Z',
  labelChoices: { tagsEnabled: false, tags: [], classificationEnabled: false, classifications: [] },
};
const ctx: SectionContext = { video, isOrgAdmin: false, permissions: [], featureOn: () => false };

describe('visibleSections', () => {
  it('lists settings before editing tabs, each in the spec order whatever the registry order', () => {
    const registry = [
      { id: 'upload-files', group: 'editing' as const },
      { id: 'event-log', group: 'settings' as const },
      { id: 'effects', group: 'editing' as const },
      { id: 'tags', group: 'settings' as const },
      { id: 'links', group: 'editing' as const },
      { id: 'overview', group: 'settings' as const },
      { id: 'manuscript', group: 'editing' as const },
    ];
    expect(visibleSections(registry, ctx).map((s) => s.id)).toEqual([
      'overview',
      'tags',
      'event-log',
      'effects',
      'manuscript',
      'links',
      'upload-files',
    ]);
  });

  it('leaves out sections whose visibility rule says no for this caller', () => {
    const registry = [
      { id: 'overview', group: 'settings' as const },
      { id: 'event-log', group: 'settings' as const, visible: (c: SectionContext) => c.isOrgAdmin },
    ];
    expect(visibleSections(registry, ctx).map((s) => s.id)).toEqual(['overview']);
    expect(visibleSections(registry, { ...ctx, isOrgAdmin: true }).map((s) => s.id)).toEqual([
      'overview',
      'event-log',
    ]);
  });

  it('keeps sections the spec does not order after the ordered ones, in registry order', () => {
    const registry = [
      { id: 'zeta', group: 'editing' as const },
      { id: 'alpha', group: 'editing' as const },
      { id: 'effects', group: 'editing' as const },
    ];
    expect(visibleSections(registry, ctx).map((s) => s.id)).toEqual(['effects', 'zeta', 'alpha']);
  });
});

describe('section paths', () => {
  it('builds /edit/video/{section}/{videoId}/{version}', () => {
    expect(sectionPath('overview', 'abc-1', 2)).toBe('/edit/video/overview/abc-1/2');
  });

  it('accepts only positive whole versions', () => {
    expect(parseVersion('1')).toBe(1);
    expect(parseVersion('12')).toBe(12);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'x', '01', '99999'])
      expect(parseVersion(bad)).toBeNull();
  });
});
