import { describe, expect, it } from 'vitest';
import type { StudioVideo } from '#shared/api';
import { formAfterRead, overviewChanges, overviewForm, overviewProblems } from './overview-form';

const video: StudioVideo = {
  id: 'v1',
  humanId: 'h1',
  version: 1,
  lastVersion: 1,
  name: 'Welcome',
  abstract: 'Short',
  description: 'Long',
  type: 'other',
  stage: '',
  status: 'draft',
  masterLanguage: 'en-us',
  playableLanguages: ['en-us'],
  channelId: 'c1',
  channelName: 'Channel',
  responsibleEmail: 'admin@acme.test',
  tags: [],
  infClassification: '',
  createdAt: '2026-11-25T10:00:00.000Z',
  labelChoices: { tagsEnabled: false, tags: [], classificationEnabled: false, classifications: [] },
};

describe('overview form', () => {
  it('starts from the video', () => {
    expect(overviewForm(video)).toEqual({
      name: 'Welcome',
      abstract: 'Short',
      description: 'Long',
      type: 'other',
      stage: '',
      masterLanguage: 'en-us',
      channelId: 'c1',
      responsibleEmail: 'admin@acme.test',
    });
  });

  it('requires a title, bounds the texts and checks the e-mail', () => {
    const form = overviewForm(video);
    expect(overviewProblems(form)).toEqual({});
    expect(overviewProblems({ ...form, name: '  ' })).toEqual({ name: 'studio-required' });
    expect(overviewProblems({ ...form, name: 'x'.repeat(201) })).toEqual({ name: 'studio-too-long' });
    expect(overviewProblems({ ...form, abstract: 'x'.repeat(501) })).toEqual({ abstract: 'studio-too-long' });
    expect(overviewProblems({ ...form, responsibleEmail: 'nobody' })).toEqual({
      responsibleEmail: 'studio-email-invalid',
    });
  });

  it('sends the responsible person and the move only for a draft, and the stage only when enabled', () => {
    const form = {
      ...overviewForm(video),
      responsibleEmail: 'Member@Acme.test ',
      channelId: 'c2',
      stage: 'essential' as const,
    };
    const draft = overviewChanges(video, form, { stageEnabled: true });
    expect(draft.overview).toMatchObject({ responsibleEmail: 'member@acme.test', stage: 'essential' });
    expect(draft.moveTo).toBe('c2');
    const unpublished = overviewChanges({ ...video, status: 'unpublished' }, form, { stageEnabled: false });
    expect(unpublished.overview).not.toHaveProperty('responsibleEmail');
    expect(unpublished.overview).not.toHaveProperty('stage');
    expect(unpublished.moveTo).toBeNull();
  });

  it('sends no responsible person or move when they did not change', () => {
    const same = overviewChanges(video, overviewForm(video), { stageEnabled: false });
    expect(same.overview).not.toHaveProperty('responsibleEmail');
    expect(same.moveTo).toBeNull();
    expect(same.overview).toMatchObject({ name: 'Welcome', abstract: 'Short', type: 'other' });
  });

  it('takes a new read (the transcription filled the description) only while nothing was typed', () => {
    const transcribed = { ...video, description: 'What the transcription heard' };
    expect(formAfterRead(overviewForm(video), video, transcribed).description).toBe(
      'What the transcription heard',
    );
    const typing = { ...overviewForm(video), name: 'Welcome aboard' };
    expect(formAfterRead(typing, video, transcribed)).toEqual(typing);
  });
});
