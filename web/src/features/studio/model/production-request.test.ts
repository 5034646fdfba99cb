import { describe, expect, it } from 'vitest';
import { videoServiceRequestSchema } from '#shared/api/endpoints/production-orders';
import {
  PRODUCTION_REQUEST_CHOICES,
  choiceLabelKey,
  defaultRequestChoice,
  productionRequestFor,
} from './production-request';

describe('the studio’s request for the production team', () => {
  it('offers the five adjustments of spec 2 §4 and the playlist structure', () => {
    expect(PRODUCTION_REQUEST_CHOICES).toEqual([
      'adjustment:general',
      'adjustment:flowchart',
      'adjustment:other',
      'adjustment:user-task',
      'adjustment:how-to',
      'playlistStructure',
    ]);
    expect(choiceLabelKey('adjustment:user-task')).toBe('production-request-adjustment-user-task');
    expect(choiceLabelKey('playlistStructure')).toBe('production-request-playlistStructure');
  });

  it('makes requests the contract takes', () => {
    const adjust = productionRequestFor('v1', 'adjustment:how-to', 'Slower clicks');
    expect(adjust).toEqual({
      videoId: 'v1',
      service: 'adjustment',
      adjustment: 'how-to',
      comment: 'Slower clicks',
    });
    expect(videoServiceRequestSchema.safeParse(adjust).success).toBe(true);
    const playlist = productionRequestFor('v1', 'playlistStructure', 'Per chapter');
    expect(playlist).toEqual({ videoId: 'v1', service: 'playlistStructure', comment: 'Per chapter' });
    expect(videoServiceRequestSchema.safeParse(playlist).success).toBe(true);
  });

  it('starts on what the video’s status allows', () => {
    expect(defaultRequestChoice('draft')).toBe('adjustment:general');
    expect(defaultRequestChoice('published')).toBe('playlistStructure');
    expect(defaultRequestChoice('readyToPublish')).toBe('playlistStructure');
  });
});
