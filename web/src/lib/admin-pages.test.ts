import { describe, expect, it } from 'vitest';
import { ADMIN_PAGES } from './admin-pages';

describe('admin pages', () => {
  it('gives each page its own path', () => {
    const paths = Object.values(ADMIN_PAGES).map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('names a feature only for the pages that have one (spec 2 §6)', () => {
    const withFeature = Object.values(ADMIN_PAGES).filter((page) => 'feature' in page);
    expect(withFeature).toEqual([
      {
        path: '/admin/information-classification',
        permission: 'updateInformationClassification',
        feature: 'infClassification',
      },
      { path: '/admin/tags', permission: 'updateOrganization', feature: 'tags' },
    ]);
  });
});
