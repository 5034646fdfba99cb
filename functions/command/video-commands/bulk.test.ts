import { describe, expect, it, vi } from 'vitest';
import { conflict, forbidden, notFound } from '../../core/http/errors.js';
import { eachVideo, outcomeOf } from './bulk.js';

vi.mock('../../core/http/logger.js', () => ({ logger: { error: vi.fn() } }));

describe('the bulk video report', () => {
  it('reports each video in the order given: done, refused with the message, not found, failed', async () => {
    const run = async (videoId: string) => {
      if (videoId === 'published') throw conflict('The video is already published');
      if (videoId === 'foreign') throw notFound('Video not found');
      if (videoId === 'broken') throw new Error('network');
    };
    expect(await eachVideo(['a', 'published', 'foreign', 'broken', 'b'], run)).toEqual([
      { videoId: 'a', outcome: 'done' },
      { videoId: 'published', outcome: 'refused', message: 'The video is already published' },
      { videoId: 'foreign', outcome: 'notFound', message: 'Video not found' },
      { videoId: 'broken', outcome: 'failed', message: 'Oops! Something went wrong' },
      { videoId: 'b', outcome: 'done' },
    ]);
  });

  it('runs at most five at a time and every video once', async () => {
    let running = 0;
    let most = 0;
    const seen: string[] = [];
    const ids = Array.from({ length: 23 }, (_, i) => `v${i}`);
    await eachVideo(ids, async (id) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      seen.push(id);
      running--;
    });
    expect(most).toBe(5);
    expect(seen.sort()).toEqual([...ids].sort());
  });

  it('calls a 403 refused', () => {
    expect(outcomeOf('v', forbidden()).outcome).toBe('refused');
  });
});
