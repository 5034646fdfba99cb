import { describe, expect, it } from 'vitest';
import { generateTraining, inBatches, type GenerationInput } from './training-generation';

const base: GenerationInput = {
  plan: { processIds: ['p-order', 'p-invoice'], includeParentVideos: false, roleIds: ['clerk'] },
  processes: [
    { processId: 'p-invoice', introductionVideoId: 'v-intro-invoice', trackId: 't-invoice' },
    { processId: 'p-order', introductionVideoId: ' v-intro-order ', trackId: 't-order' },
    { processId: 'p-unused', trackId: 't-other' },
  ],
  userRoles: [
    { userId: 'ann', roleIds: ['clerk', 'buyer'] },
    { userId: 'bob', roleIds: ['buyer'] },
    { userId: 'cid', roleIds: ['clerk'] },
  ],
  tracks: [
    { trackId: 't-erp', videoIds: ['v-erp-basics'] },
    { trackId: 't-sales', parentTrackId: 't-erp', videoIds: ['v-sales-overview', 'v-shared'] },
    { trackId: 't-order', parentTrackId: 't-sales', videoIds: ['v-order-1', 'v-shared'] },
    { trackId: 't-invoice', parentTrackId: 't-erp', videoIds: ['v-invoice-1', 'v-order-1', 'v-draft'] },
    { trackId: 't-other', videoIds: ['v-other'] },
  ],
  videos: [
    'v-intro-invoice',
    'v-intro-order',
    'v-erp-basics',
    'v-sales-overview',
    'v-shared',
    'v-order-1',
    'v-invoice-1',
    'v-other',
  ].map((videoId) => ({ videoId, channelId: videoId.startsWith('v-invoice') ? 'ch-finance' : 'ch-ops' })),
  channelIds: [],
};

describe('training generation (roles × processes × videos)', () => {
  it('takes the users of the plan roles once, and the process videos in plan order, each once', () => {
    const result = generateTraining(base);
    expect(result.userIds).toEqual(['ann', 'cid']);
    expect(result.videoIds).toEqual([
      'v-intro-order',
      'v-order-1',
      'v-shared',
      'v-intro-invoice',
      'v-invoice-1',
    ]);
    expect(result.tasks).toBe(10);
  });

  it('adds the parent playlists videos, outermost first, when the plan asks', () => {
    const result = generateTraining({ ...base, plan: { ...base.plan, includeParentVideos: true } });
    expect(result.videoIds).toEqual([
      'v-intro-order',
      'v-erp-basics',
      'v-sales-overview',
      'v-shared',
      'v-order-1',
      'v-intro-invoice',
      'v-invoice-1',
    ]);
  });

  it('keeps only the chosen channels videos, leaves out unpublished ones and survives a parent cycle', () => {
    expect(generateTraining({ ...base, channelIds: ['ch-finance'] }).videoIds).toEqual(['v-invoice-1']);
    const cyclic = generateTraining({
      ...base,
      plan: { ...base.plan, includeParentVideos: true, processIds: ['p-unused'] },
      tracks: [
        { trackId: 't-other', parentTrackId: 't-loop', videoIds: ['v-other'] },
        { trackId: 't-loop', parentTrackId: 't-other', videoIds: ['v-shared'] },
      ],
    });
    expect(cyclic.videoIds).toEqual(['v-shared', 'v-other']);
  });

  it('generates nothing without users of the roles', () => {
    expect(generateTraining({ ...base, plan: { ...base.plan, roleIds: ['nobody'] } })).toMatchObject({
      userIds: [],
      tasks: 0,
    });
  });

  it('batches the users for the Map', () => {
    expect(inBatches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(inBatches([], 2)).toEqual([]);
  });
});
