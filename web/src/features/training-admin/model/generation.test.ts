import { describe, expect, it } from 'vitest';
import type { TrainingGeneration } from '#shared/api';
import {
  channelFilterNames,
  createTrainingErrors,
  createTrainingPayload,
  generationToShow,
} from './generation';

const run = (generationId: string, planId: string): TrainingGeneration => ({
  generationId,
  planId,
  planName: planId,
  channelIds: [],
  dueDate: null,
  status: 'ready',
  users: 1,
  videos: [],
  tasksToGenerate: 0,
  tasksCreated: 0,
  error: null,
  requesterEmail: 'staff@tubes.dev',
  createdAt: '',
  finishedAt: null,
});

describe('Create training and its results', () => {
  it('checks the due date and sends only what was chosen', () => {
    const now = new Date('2026-12-03T10:00:00Z');
    expect(createTrainingErrors({ channelIds: [], dueDate: '' }, now)).toEqual({});
    expect(createTrainingErrors({ channelIds: [], dueDate: '2026-12-01' }, now).dueDate).toBe(
      'tracks-admin-assign-past-date',
    );
    expect(createTrainingPayload('p1', { channelIds: ['c1'], dueDate: '' })).toEqual({
      planId: 'p1',
      channelIds: ['c1'],
    });
  });

  it('names the channel filter and opens the named run, else the plan newest', () => {
    const channels = [{ id: 'c1', name: 'Finance' }];
    expect(channelFilterNames({ channelIds: ['c1', 'gone'] }, channels)).toBe('Finance, gone');
    expect(channelFilterNames({ channelIds: [] }, channels)).toBe('');
    const runs = [run('g3', 'p1'), run('g2', 'p2'), run('g1', 'p1')];
    expect(generationToShow(runs, { generationId: 'g1' })?.generationId).toBe('g1');
    expect(generationToShow(runs, { planId: 'p1' })?.generationId).toBe('g3');
    expect(generationToShow(runs, { generationId: 'nope' })).toBeNull();
  });
});
