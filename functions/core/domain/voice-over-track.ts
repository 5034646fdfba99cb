/**
 * A voice-over's track as bytes (pure): 16-bit little-endian mono PCM at VOICE_SAMPLE_RATE, what Polly's
 * `pcm` output gives and what the browser converts a recorded voice to. Each chapter's speech is placed
 * at its start on the video's timeline; silence fills the rest, to the end of the video. Speech is
 * never cut: a chapter that runs past the next one's start pushes that one back (the fit reports it as
 * overlong, and the render refuses the track until it fits).
 */
import { VOICE_BYTES_PER_SECOND, VOICE_SAMPLE_RATE } from '#shared/domain/voice-over.js';

const msToBytes = (ms: number) => Math.round((ms * VOICE_BYTES_PER_SECOND) / 1000 / 2) * 2;
export const pcmDurationMs = (pcm: Uint8Array) => Math.round(((pcm.length / 2) * 1000) / VOICE_SAMPLE_RATE);

/** The RIFF/WAVE header of `dataBytes` bytes of the track's PCM. */
function wavHeader(dataBytes: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(VOICE_SAMPLE_RATE, 24);
  header.writeUInt32LE(VOICE_BYTES_PER_SECOND, 28);
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

export interface PlacedSpeech {
  startMs: number;
  pcm: Uint8Array;
}

/** The track: every speech at its start (or right after the one before), silence to `durationMs`. */
export function assembleTrack(speeches: readonly PlacedSpeech[], durationMs: number): Buffer {
  let end = 0;
  const placed = [...speeches]
    .sort((a, b) => a.startMs - b.startMs)
    .map((speech) => {
      const at = Math.max(msToBytes(speech.startMs), end);
      end = at + speech.pcm.length - (speech.pcm.length % 2);
      return { at, pcm: speech.pcm };
    });
  const data = Buffer.alloc(Math.max(end, msToBytes(durationMs)));
  for (const { at, pcm } of placed) data.set(pcm.subarray(0, pcm.length - (pcm.length % 2)), at);
  return Buffer.concat([wavHeader(data.length), data]);
}

/**
 * The track over the original sound (both the track's format, 16 kHz mono PCM): each sample the voice's
 * plus the original's lowered to `gain`, kept within 16 bits. The track keeps its own length.
 */
export function mixUnder(track: Buffer, original: Uint8Array, gain: number): Buffer {
  const mixed = Buffer.from(track);
  const under = Buffer.from(
    original.buffer,
    original.byteOffset,
    original.byteLength - (original.byteLength % 2),
  );
  const samples = Math.min((mixed.length - 44) / 2, under.length / 2);
  for (let i = 0; i < samples; i++) {
    const at = 44 + i * 2;
    const sum = mixed.readInt16LE(at) + Math.round(under.readInt16LE(i * 2) * gain);
    mixed.writeInt16LE(Math.max(-32768, Math.min(32767, sum)), at);
  }
  return mixed;
}

export class RecordingFormatError extends Error {}

/**
 * The PCM of a recorded voice's WAV, which must be the track's format (the studio converts what the
 * microphone or a file gives before it uploads): PCM, mono, 16 bits, VOICE_SAMPLE_RATE.
 */
export function recordingPcm(wav: Uint8Array): Uint8Array {
  const view = Buffer.from(wav.buffer, wav.byteOffset, wav.byteLength);
  if (view.length < 12 || view.toString('ascii', 0, 4) !== 'RIFF' || view.toString('ascii', 8, 12) !== 'WAVE')
    throw new RecordingFormatError('The recording is not a WAV file');
  let format: { codec: number; channels: number; rate: number; bits: number } | null = null;
  for (let at = 12; at + 8 <= view.length;) {
    const id = view.toString('ascii', at, at + 4);
    const size = view.readUInt32LE(at + 4);
    const body = at + 8;
    if (id === 'fmt ' && size >= 16 && body + 16 <= view.length) {
      format = {
        codec: view.readUInt16LE(body),
        channels: view.readUInt16LE(body + 2),
        rate: view.readUInt32LE(body + 4),
        bits: view.readUInt16LE(body + 14),
      };
    } else if (id === 'data') {
      if (!format) break;
      if (
        format.codec !== 1 ||
        format.channels !== 1 ||
        format.bits !== 16 ||
        format.rate !== VOICE_SAMPLE_RATE
      )
        throw new RecordingFormatError(
          `The recording must be ${VOICE_SAMPLE_RATE / 1000} kHz 16-bit mono PCM`,
        );
      return view.subarray(body, Math.min(view.length, body + size));
    }
    at = body + size + (size % 2);
  }
  throw new RecordingFormatError('The recording is not a WAV file');
}
