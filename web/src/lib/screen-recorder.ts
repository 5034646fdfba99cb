/**
 * Screen + microphone recording in the browser (spec 1 §5 "Media recording needs permission for the
 * microphone and screen"; spec 2 §4 "user picks a screen and microphone, record, stop (or screen share
 * ends)"): getDisplayMedia for the screen (and its audio when the browser offers it), getUserMedia for
 * the microphone, the audio mixed in one Web Audio destination, one MediaRecorder writing WebM.
 */

export interface Recording {
  /** The recorded WebM (browser recordings carry no duration; the transcoder repairs that). */
  blob: Blob;
  /** Height of the shared screen, a hint for the transcoding ladder. */
  height: number | undefined;
}

export interface ScreenRecorder {
  /** Stops the recording (idempotent); `done` then resolves with the file. */
  stop(): void;
  /** Resolves when the recorder has flushed its last data; rejects when it failed. */
  done: Promise<Recording>;
}

export function canRecordScreen(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    typeof navigator.mediaDevices?.getDisplayMedia === 'function' &&
    typeof navigator.mediaDevices.getUserMedia === 'function' &&
    typeof MediaRecorder !== 'undefined'
  );
}

function mimeType(): string | undefined {
  return ['video/webm;codecs=vp8,opus', 'video/webm;codecs=vp9,opus', 'video/webm'].find((t) =>
    MediaRecorder.isTypeSupported(t),
  );
}

/**
 * Asks for the screen and the microphone and starts recording. Rejects (having released whatever it
 * got) when a permission is refused or recording cannot start. `onScreenShareEnded` runs when the user
 * ends the share from the browser's own UI.
 */
export async function startScreenRecording(onScreenShareEnded: () => void): Promise<ScreenRecorder> {
  const streams: MediaStream[] = [];
  let audio: AudioContext | undefined;
  const release = () => {
    for (const stream of streams) for (const track of stream.getTracks()) track.stop();
    void audio?.close().catch(() => undefined);
  };
  try {
    const screen = await navigator.mediaDevices.getDisplayMedia({ video: { frameRate: 30 }, audio: true });
    streams.push(screen);
    const microphone = await navigator.mediaDevices.getUserMedia({ audio: true, video: false });
    streams.push(microphone);

    // One audio track: the microphone, plus the screen's own sound when it has any.
    audio = new AudioContext();
    // Created after the pickers: the click's activation may have lapsed, so resume explicitly.
    await audio.resume().catch(() => undefined);
    const mix = audio.createMediaStreamDestination();
    for (const source of [microphone, screen]) {
      if (source.getAudioTracks().length > 0) audio.createMediaStreamSource(source).connect(mix);
    }
    const [video] = screen.getVideoTracks();
    if (!video) throw new Error('The shared screen has no video');
    const mixed = new MediaStream([video, ...mix.stream.getAudioTracks()]);
    const type = mimeType();
    const recorder = new MediaRecorder(mixed, type ? { mimeType: type } : undefined);
    const chunks: Blob[] = [];
    const height = video.getSettings().height;

    const done = new Promise<Recording>((resolve, reject) => {
      recorder.ondataavailable = (e) => {
        if (e.data.size > 0) chunks.push(e.data);
      };
      recorder.onstop = () => {
        release();
        const blob = new Blob(chunks, { type: 'video/webm' });
        if (blob.size === 0) reject(new Error('The recording is empty'));
        else resolve({ blob, height });
      };
      recorder.onerror = (e) => {
        release();
        reject(e instanceof ErrorEvent && e.error instanceof Error ? e.error : new Error('Recording failed'));
      };
    });
    const stop = () => {
      if (recorder.state !== 'inactive') recorder.stop();
    };
    video.addEventListener('ended', () => {
      onScreenShareEnded();
      stop();
    });
    // Data every second: a crash loses at most the last second.
    recorder.start(1000);
    return { stop, done };
  } catch (error) {
    release();
    throw error;
  }
}
