/**
 * The "Add video" modal as a state machine (spec 2 §4 "Recording and upload"): "start, user picks a
 * screen and microphone, record, stop (or screen share ends), upload, modal shows a processing message,
 * wait 5 s, navigate to the video, close the modal. If recording cannot start, state resets and the
 * modal closes. Upload follows the same flow without recording." Pure: the dialog turns its effects
 * (close, snackbar, navigate) into calls; every event that does not fit the current step is ignored, so
 * a Stop click and the end of the screen share arriving together stop the recording once.
 */
import { recordingFileName } from '../../../lib/video-upload';

/** Spec 1 §9 / spec 2 §8 "post-upload wait 5 s". */
export const POST_UPLOAD_WAIT_MS = 5_000;

export type FlowState =
  | { step: 'choose' }
  /** Waiting for the browser's screen and microphone pickers. */
  | { step: 'starting' }
  | { step: 'recording'; startedAt: number }
  /** Stopped; the recorder hands over its last data. */
  | { step: 'finishing'; startedAt: number }
  | { step: 'uploading'; fileName: string; percent: number }
  /** Uploaded and attached: the processing message shows, then the video opens. */
  | { step: 'processing'; humanId: string };

export type FlowEvent =
  | { type: 'startRecording' }
  | { type: 'recordingStarted'; at: number }
  /** Permission denied, no device, or the recorder failed to start. */
  | { type: 'recordingFailed' }
  | { type: 'stop' }
  | { type: 'screenShareEnded' }
  | { type: 'upload'; fileName: string }
  | { type: 'progress'; percent: number }
  | { type: 'uploaded'; humanId: string }
  | { type: 'failed' }
  | { type: 'cancel' };

/** What the dialog must do besides showing the new step. */
export type FlowEffect = 'closeModal' | 'stopRecorder' | 'abortUpload' | 'showError' | 'waitThenOpenVideo';

export const INITIAL_FLOW: FlowState = { step: 'choose' };

export function transition(state: FlowState, event: FlowEvent): { state: FlowState; effects: FlowEffect[] } {
  const stay = { state, effects: [] as FlowEffect[] };
  switch (event.type) {
    case 'startRecording':
      return state.step === 'choose' ? { state: { step: 'starting' }, effects: [] } : stay;
    case 'recordingStarted':
      return state.step === 'starting'
        ? { state: { step: 'recording', startedAt: event.at }, effects: [] }
        : stay;
    case 'recordingFailed':
      // "If recording cannot start, state resets and the modal closes" (and the failure is shown).
      return state.step === 'starting' || state.step === 'recording' || state.step === 'finishing'
        ? { state: INITIAL_FLOW, effects: ['stopRecorder', 'showError', 'closeModal'] }
        : stay;
    case 'stop':
    case 'screenShareEnded':
      return state.step === 'recording'
        ? { state: { step: 'finishing', startedAt: state.startedAt }, effects: ['stopRecorder'] }
        : stay;
    case 'upload':
      return state.step === 'choose' || state.step === 'finishing'
        ? { state: { step: 'uploading', fileName: event.fileName, percent: 0 }, effects: [] }
        : stay;
    case 'progress':
      return state.step === 'uploading' && event.percent > state.percent
        ? { state: { ...state, percent: Math.min(100, event.percent) }, effects: [] }
        : stay;
    case 'uploaded':
      return state.step === 'uploading'
        ? { state: { step: 'processing', humanId: event.humanId }, effects: ['waitThenOpenVideo'] }
        : stay;
    case 'failed':
      // "Recording and upload failures: error message in a snackbar"; the user may try again.
      return state.step === 'uploading' || state.step === 'finishing'
        ? { state: INITIAL_FLOW, effects: ['showError'] }
        : stay;
    case 'cancel':
      switch (state.step) {
        case 'starting':
        case 'recording':
        case 'finishing':
          return { state: INITIAL_FLOW, effects: ['stopRecorder', 'closeModal'] };
        case 'uploading':
          return { state: INITIAL_FLOW, effects: ['abortUpload', 'closeModal'] };
        case 'choose':
          return { state, effects: ['closeModal'] };
        case 'processing':
          // The upload is done: closing early only skips the wait.
          return stay;
      }
  }
}

/** Whether the modal may be dismissed by its close button or Escape without losing work silently. */
export function isBusy(state: FlowState): boolean {
  return state.step !== 'choose';
}

/** Spec 2 §5 recording file names (shared with /create/video: web/src/lib/video-upload.ts). */
export { recordingFileName };

const pad = (n: number) => String(n).padStart(2, '0');

/** Recording clock: m:ss. */
export function elapsed(startedAt: number, now: number): string {
  const seconds = Math.max(0, Math.floor((now - startedAt) / 1000));
  return `${Math.floor(seconds / 60)}:${pad(seconds % 60)}`;
}
