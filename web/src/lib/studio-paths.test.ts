import { describe, expect, it } from 'vitest';
import { createVideoPath, presetChannelOf, sectionPath } from './studio-paths';

describe('studio addresses', () => {
  it('a section of a version: /edit/video/{section}/{videoId}/{version}, segments encoded', () => {
    expect(sectionPath('embed-codes', 'abc-1', 2)).toBe('/edit/video/embed-codes/abc-1/2');
    expect(sectionPath('overview', 'a/b', 1)).toBe('/edit/video/overview/a%2Fb/1');
  });

  it('/create/video names the channel chosen in advance, and reads it back', () => {
    expect(createVideoPath()).toBe('/create/video');
    expect(createVideoPath(null)).toBe('/create/video');
    const path = createVideoPath('ch 1&x');
    expect(path).toBe('/create/video?channelId=ch+1%26x');
    expect(presetChannelOf(new URL(path, 'http://acme.localhost').searchParams)).toBe('ch 1&x');
    expect(presetChannelOf(new URLSearchParams(''))).toBe('');
  });
});
