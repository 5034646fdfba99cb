/**
 * A recorded voice as the track's format (issue 14): whatever the browser decodes (a phone's m4a, an mp3,
 * a microphone take) resampled to VOICE_SAMPLE_RATE mono and written as 16-bit PCM WAV, which the server
 * checks and places at its chapter. encodeWav is pure; toTrackWav uses the browser's audio decoder.
 */
import { VOICE_SAMPLE_RATE } from '#shared/domain/voice-over';

/** The longest recording a chapter takes (a 10-minute chapter is already far longer than training needs). */
export const MAX_RECORDING_SECONDS = 600;

/** 16-bit little-endian mono PCM WAV of samples in [-1, 1] at `rate`. */
export function encodeWav(samples: Float32Array, rate: number): Uint8Array {
  const bytes = new Uint8Array(44 + samples.length * 2);
  const view = new DataView(bytes.buffer);
  const text = (at: number, value: string) =>
    [...value].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  samples.forEach((sample, i) => {
    const clipped = Math.max(-1, Math.min(1, sample));
    view.setInt16(44 + i * 2, Math.round(clipped < 0 ? clipped * 0x8000 : clipped * 0x7fff), true);
  });
  return bytes;
}

export class RecordingError extends Error {}

/** An audio file as the track's WAV: decoded, mixed to mono and resampled by an OfflineAudioContext. */
export async function toTrackWav(file: Blob): Promise<Uint8Array> {
  const decoder = new AudioContext();
  let decoded: AudioBuffer;
  try {
    decoded = await decoder.decodeAudioData(await file.arrayBuffer());
  } catch {
    throw new RecordingError('unreadable');
  } finally {
    void decoder.close();
  }
  if (decoded.duration > MAX_RECORDING_SECONDS) throw new RecordingError('tooLong');
  const length = Math.max(1, Math.ceil(decoded.duration * VOICE_SAMPLE_RATE));
  const offline = new OfflineAudioContext(1, length, VOICE_SAMPLE_RATE);
  const source = offline.createBufferSource();
  source.buffer = decoded;
  source.connect(offline.destination);
  source.start();
  const rendered = await offline.startRendering();
  return encodeWav(rendered.getChannelData(0), VOICE_SAMPLE_RATE);
}
