import { describe, expect, it } from 'vitest';
import { VOICE_SAMPLE_RATE } from '#shared/domain/voice-over.js';
import {
  assembleTrack,
  mixUnder,
  pcmDurationMs,
  recordingPcm,
  RecordingFormatError,
} from './voice-over-track.js';

const tone = (ms: number, value = 1000) => {
  const samples = Math.round((ms * VOICE_SAMPLE_RATE) / 1000);
  const pcm = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) pcm.writeInt16LE(value, i * 2);
  return pcm;
};
const sampleAt = (wav: Buffer, ms: number) =>
  wav.readInt16LE(44 + Math.round((ms * VOICE_SAMPLE_RATE) / 1000) * 2);

describe('assembleTrack', () => {
  it('places each speech at its start on the timeline and fills the rest with silence to the end', () => {
    const wav = assembleTrack(
      [
        { startMs: 1000, pcm: tone(500, 100) },
        { startMs: 3000, pcm: tone(250, 200) },
      ],
      5000,
    );
    expect(recordingPcm(wav).length).toBe(5 * VOICE_SAMPLE_RATE * 2);
    expect(pcmDurationMs(recordingPcm(wav))).toBe(5000);
    expect(sampleAt(wav, 999)).toBe(0);
    expect(sampleAt(wav, 1000)).toBe(100);
    expect(sampleAt(wav, 1499)).toBe(100);
    expect(sampleAt(wav, 1500)).toBe(0);
    expect(sampleAt(wav, 3100)).toBe(200);
    expect(sampleAt(wav, 4000)).toBe(0);
  });

  it('never cuts speech: an overlong chapter pushes the next one back and may outlast the video', () => {
    const wav = assembleTrack(
      [
        { startMs: 0, pcm: tone(1500, 100) },
        { startMs: 1000, pcm: tone(1000, 200) },
      ],
      2000,
    );
    expect(pcmDurationMs(recordingPcm(wav))).toBe(2500);
    expect(sampleAt(wav, 1400)).toBe(100);
    expect(sampleAt(wav, 1600)).toBe(200);
  });
});

describe('recordingPcm', () => {
  it('reads back the track format and refuses any other', () => {
    expect(() => recordingPcm(Buffer.from('not a wav'))).toThrow(RecordingFormatError);
    const wav = assembleTrack([], 100);
    const stereo = Buffer.from(wav);
    stereo.writeUInt16LE(2, 22);
    expect(() => recordingPcm(stereo)).toThrow(/16 kHz 16-bit mono/);
    const fast = Buffer.from(wav);
    fast.writeUInt32LE(44_100, 24);
    expect(() => recordingPcm(fast)).toThrow(/16 kHz/);
  });
});

describe('mixUnder', () => {
  it("adds the original sound lowered under the voice, within 16 bits, keeping the track's length", () => {
    const track = assembleTrack([{ startMs: 100, pcm: tone(100, 30_000) }], 300);
    const original = tone(400, 10_000);
    const mixed = mixUnder(track, original, 0.3);
    expect(mixed.length).toBe(track.length);
    // Silence of the voice: the original at 0.3; under the voice: clipped at 32767.
    expect(sampleAt(mixed, 50)).toBe(3000);
    expect(sampleAt(mixed, 150)).toBe(32767);
    expect(sampleAt(mixed, 250)).toBe(3000);
    // The voice track itself is left as it was.
    expect(sampleAt(track, 50)).toBe(0);
  });

  it('leaves the end of a track longer than the original alone', () => {
    const track = assembleTrack([], 300);
    const mixed = mixUnder(track, tone(100, 1000), 0.5);
    expect(sampleAt(mixed, 50)).toBe(500);
    expect(sampleAt(mixed, 200)).toBe(0);
  });
});
