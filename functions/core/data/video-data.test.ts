/** The spec's perVersion view (originalLanguage, perLanguage, langList, format, status) of renditions. */
import { describe, expect, it } from 'vitest';
import { JOB_STATUS_RANK, newHumanId, perVersionOf } from './video-data.js';

type Rendition = Parameters<typeof perVersionOf>[1][number];
const rendition = (r: Partial<Rendition>): Rendition =>
  ({
    orgId: 'acme',
    videoId: 'v',
    version: 1,
    language: 'en-us',
    format: 'hls',
    status: 'pending',
    updatedAt: '',
    ...r,
  }) as Rendition;

describe('perVersionOf', () => {
  it('groups renditions by version with their languages and an overall status', () => {
    const view = perVersionOf('en-us', [
      rendition({
        version: 1,
        language: 'en-us',
        status: 'completed',
        hlsMasterKey: 'media/x/hls/index.m3u8',
        durationMs: 6000,
      }),
      rendition({ version: 1, language: 'da', status: 'transcoding', jobId: 'j2' }),
      rendition({ version: 2, language: 'en-us', status: 'error', error: 'Input file is not readable' }),
    ]);
    expect(view['1']).toEqual({
      originalLanguage: 'en-us',
      langList: ['en-us', 'da'],
      format: 'hls',
      status: 'transcoding',
      perLanguage: {
        'en-us': { status: 'completed', hlsMasterKey: 'media/x/hls/index.m3u8', durationMs: 6000 },
        da: { status: 'transcoding', jobId: 'j2' },
      },
    });
    expect(view['2']?.status).toBe('error');
    expect(view['2']?.perLanguage['en-us']?.error).toBe('Input file is not readable');
  });

  it('is completed only when every language is', () => {
    const view = perVersionOf('en-us', [
      rendition({ language: 'en-us', status: 'completed' }),
      rendition({ language: 'de', status: 'completed' }),
    ]);
    expect(view['1']?.status).toBe('completed');
  });
});

describe('job status order', () => {
  it('never lets a terminal status be followed by an earlier one', () => {
    expect(JOB_STATUS_RANK.submitted).toBeLessThan(JOB_STATUS_RANK.progressing);
    expect(JOB_STATUS_RANK.progressing).toBeLessThan(JOB_STATUS_RANK.completed);
    expect(JOB_STATUS_RANK.completed).toBe(JOB_STATUS_RANK.error);
  });
});

describe('newHumanId', () => {
  it('is 10 URL-safe characters without look-alikes', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newHumanId()));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[a-km-np-z2-9]{10}$/);
  });
});
