import { describe, expect, it } from 'vitest';
import { RENDER_TEXTS, type RenderJobEntry } from '#shared/api';
import { isRenderPushFor, renderInFlight, renderView } from './render-state';

const job = (over: Partial<RenderJobEntry>): RenderJobEntry => ({
  renderId: 'r1',
  videoId: 'v1',
  version: 1,
  language: 'en-us',
  status: 'queued',
  progress: 0,
  createdAt: '2026-11-25T10:00:00.000Z',
  totalSeconds: 10,
  trimSeconds: 0,
  ...over,
});

describe('renderView', () => {
  it('is idle without a render of the version and language', () => {
    expect(renderView([job({ language: 'da' }), job({ version: 2 })], 1, 'en-us').phase).toBe('idle');
    expect(renderView(undefined, 1, 'en-us')).toEqual({
      phase: 'idle',
      progress: 0,
      job: null,
      errorKey: null,
    });
  });

  it('shows the newest render: queued, running with its progress, completed', () => {
    expect(renderView([job({ status: 'submitted' })], 1, 'en-us').phase).toBe('queued');
    const running = renderView(
      [job({ status: 'progressing', progress: 42 }), job({ status: 'completed' })],
      1,
      'en-us',
    );
    expect(running).toMatchObject({ phase: 'running', progress: 42 });
    expect(renderView([job({ status: 'completed', progress: 100 })], 1, 'en-us')).toMatchObject({
      phase: 'completed',
      progress: 100,
    });
  });

  it("maps failures to the spec's messages", () => {
    const failed = (error: string, status: RenderJobEntry['status'] = 'error') =>
      renderView([job({ status, error })], 1, 'en-us').errorKey;
    expect(failed(RENDER_TEXTS.startFailed)).toBe('render-error-start');
    expect(failed(RENDER_TEXTS.failed)).toBe('render-error-failed');
    expect(failed('anything else')).toBe('render-error-failed');
    expect(failed(RENDER_TEXTS.timedOut, 'timedOut')).toBe('render-error-timed-out');
  });
});

describe('renderInFlight and isRenderPushFor', () => {
  it('polls while any render is queued, submitted or progressing', () => {
    expect(renderInFlight([job({ status: 'completed' }), job({ status: 'progressing' })])).toBe(true);
    expect(renderInFlight([job({ status: 'completed' }), job({ status: 'timedOut' })])).toBe(false);
    expect(renderInFlight(undefined)).toBe(false);
  });

  it("recognizes the video's RENDER_STATUS pushes only", () => {
    expect(isRenderPushFor({ type: 'RENDER_STATUS', payload: { videoId: 'v1' } }, 'v1')).toBe(true);
    expect(isRenderPushFor({ type: 'RENDER_STATUS', payload: { videoId: 'v2' } }, 'v1')).toBe(false);
    expect(isRenderPushFor({ type: 'TRANSCODING_STATUS', payload: { videoId: 'v1' } }, 'v1')).toBe(false);
  });
});
