import { describe, expect, it } from 'vitest';
import { parseRenderRequestKey, renderOverlayKey, renderRequestKey } from './render-keys.js';

const ref = { orgId: 'acme', videoId: 'vid-1', renderId: '00mwvzpidd0123456789' };

describe('render keys', () => {
  it('round-trips a request key and names the overlay beside it', () => {
    expect(renderRequestKey(ref)).toBe('renders/acme/vid-1/00mwvzpidd0123456789.json');
    expect(renderOverlayKey(ref)).toBe('renders/acme/vid-1/00mwvzpidd0123456789.vtt');
    expect(parseRenderRequestKey(renderRequestKey(ref))).toEqual(ref);
  });

  it('refuses every other shape', () => {
    for (const key of [
      'uploads/acme/vid-1/00mwvzpidd0123456789.json',
      'renders/acme/vid-1/00mwvzpidd0123456789.vtt',
      'renders/acme/vid-1/extra/00mwvzpidd0123456789.json',
      'renders/ACME/vid-1/00mwvzpidd0123456789.json',
      'renders/acme/../00mwvzpidd0123456789.json',
      'renders/acme/vid-1/not-a-render-id.json',
    ]) {
      expect(parseRenderRequestKey(key), key).toBeNull();
    }
  });
});
