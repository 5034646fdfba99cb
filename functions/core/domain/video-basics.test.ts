import { describe, expect, it } from 'vitest';
import { videoBasics } from './video-basics.js';

describe('videoBasics', () => {
  it('gives the stored fields as they are', () => {
    const video = {
      humanId: 'abc123',
      name: 'Onboarding',
      channelId: 'ch-1',
      status: 'published',
      createdAt: '2024-05-01T10:00:00.000Z',
    } as const;
    expect(videoBasics(video)).toEqual(video);
  });

  it('reads a video stored without status or createdAt as a draft with no date', () => {
    expect(videoBasics({ humanId: 'abc123', name: 'Onboarding', channelId: 'ch-1' })).toEqual({
      humanId: 'abc123',
      name: 'Onboarding',
      channelId: 'ch-1',
      status: 'draft',
      createdAt: '',
    });
  });
});
