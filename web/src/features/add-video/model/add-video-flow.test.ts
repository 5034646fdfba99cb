import { describe, expect, it } from 'vitest';
import {
  elapsed,
  INITIAL_FLOW,
  recordingFileName,
  transition,
  type FlowEvent,
  type FlowState,
} from './add-video-flow';

/** Runs events from a state, collecting every effect in order. */
function run(events: FlowEvent[], from: FlowState = INITIAL_FLOW) {
  let state = from;
  const effects: string[] = [];
  for (const event of events) {
    const next = transition(state, event);
    state = next.state;
    effects.push(...next.effects);
  }
  return { state, effects };
}

describe('recording (spec 2 §4)', () => {
  it('start → record → stop → upload → processing, then waits and opens the video', () => {
    const { state, effects } = run([
      { type: 'startRecording' },
      { type: 'recordingStarted', at: 1000 },
      { type: 'stop' },
      { type: 'upload', fileName: 'r.webm' },
      { type: 'progress', percent: 40 },
      { type: 'uploaded', humanId: 'abc' },
    ]);
    expect(state).toEqual({ step: 'processing', humanId: 'abc' });
    expect(effects).toEqual(['stopRecorder', 'waitThenOpenVideo']);
  });

  it('stops once when the screen share ends as the Stop button is clicked', () => {
    const recording: FlowState = { step: 'recording', startedAt: 5 };
    const { state, effects } = run([{ type: 'screenShareEnded' }, { type: 'stop' }], recording);
    expect(state).toEqual({ step: 'finishing', startedAt: 5 });
    expect(effects).toEqual(['stopRecorder']);
  });

  it('resets and closes the modal with the error when recording cannot start', () => {
    const { state, effects } = run([{ type: 'startRecording' }, { type: 'recordingFailed' }]);
    expect(state).toEqual(INITIAL_FLOW);
    expect(effects).toEqual(['stopRecorder', 'showError', 'closeModal']);
  });

  it('ignores a late "started" after the start failed, and Stop outside a recording', () => {
    const { state, effects } = run([
      { type: 'startRecording' },
      { type: 'recordingFailed' },
      { type: 'recordingStarted', at: 1 },
      { type: 'stop' },
    ]);
    expect(state).toEqual(INITIAL_FLOW);
    expect(effects).toEqual(['stopRecorder', 'showError', 'closeModal']);
  });

  it('cancelling a recording stops the devices and closes', () => {
    expect(run([{ type: 'cancel' }], { step: 'recording', startedAt: 0 }).effects).toEqual([
      'stopRecorder',
      'closeModal',
    ]);
  });
});

describe('upload', () => {
  it('shows only growing percentages up to 100', () => {
    const { state } = run([
      { type: 'upload', fileName: 'clip.mp4' },
      { type: 'progress', percent: 30 },
      { type: 'progress', percent: 20 },
      { type: 'progress', percent: 130 },
    ]);
    expect(state).toEqual({ step: 'uploading', fileName: 'clip.mp4', percent: 100 });
  });

  it('a failure resets to the choice with the error in a snackbar; the modal stays for another try', () => {
    const { state, effects } = run([{ type: 'upload', fileName: 'clip.mp4' }, { type: 'failed' }]);
    expect(state).toEqual(INITIAL_FLOW);
    expect(effects).toEqual(['showError']);
  });

  it('cancelling aborts the upload and closes; processing cannot be cancelled', () => {
    expect(run([{ type: 'upload', fileName: 'a.mp4' }, { type: 'cancel' }]).effects).toEqual([
      'abortUpload',
      'closeModal',
    ]);
    const processing: FlowState = { step: 'processing', humanId: 'h' };
    expect(run([{ type: 'cancel' }, { type: 'failed' }], processing).state).toEqual(processing);
  });

  it('does not take a second file while one is uploading', () => {
    const uploading: FlowState = { step: 'uploading', fileName: 'a.mp4', percent: 10 };
    expect(run([{ type: 'upload', fileName: 'b.mp4' }], uploading).state).toEqual(uploading);
  });
});

describe('recording file name', () => {
  it('is the UTC start date and time plus the video id, as WebM', () => {
    expect(
      recordingFileName(new Date('2026-03-04T05:06:07.890Z'), 'b9d4c7e2-0000-4000-8000-000000000001'),
    ).toBe('2026-03-04_05-06-07_b9d4c7e2-0000-4000-8000-000000000001.webm');
  });

  it('clock shows m:ss', () => {
    expect(elapsed(1000, 1000 + 65_400)).toBe('1:05');
    expect(elapsed(1000, 0)).toBe('0:00');
  });
});
