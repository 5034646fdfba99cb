import { describe, expect, it } from 'vitest';
import { helpPageOf } from './help-page';

describe('the help dialog\'s page (pageTags "per page")', () => {
  it('is the first segment of the route, "home" for the root', () => {
    expect(helpPageOf('/home')).toEqual({ page: 'home' });
    expect(helpPageOf('/')).toEqual({ page: 'home' });
    expect(helpPageOf('/history')).toEqual({ page: 'history' });
    expect(helpPageOf('/video/abc123')).toEqual({ page: 'video' });
  });

  it('channel pages name their channel; admin pages are pages of their own', () => {
    expect(helpPageOf('/channel/ch-acme-onboarding/videos')).toEqual({
      page: 'channel',
      channelId: 'ch-acme-onboarding',
    });
    expect(helpPageOf('/channel/create')).toEqual({ page: 'channel' });
    expect(helpPageOf('/admin/users')).toEqual({ page: 'admin/users' });
  });
});
