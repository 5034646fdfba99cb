/**
 * The local Polly through the real SDK client: SynthesizeSpeech speaks a text and SSML (its breaks make
 * the audio longer) in English and Spanish as MP3, Ogg Vorbis and PCM (ffprobe reads what came back);
 * DescribeVoices lists voices by language; Polly's refusals and unsigned calls as Polly answers them.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DescribeVoicesCommand,
  EngineNotSupportedException,
  InvalidSampleRateException,
  InvalidSsmlException,
  PollyClient,
  SynthesizeSpeechCommand,
  TextLengthExceededException,
  type SynthesizeSpeechCommandInput,
} from '@aws-sdk/client-polly';
import { MAX_BILLED_CHARACTERS, ssmlText, startPolly, unsignedStatus, type PollyLocal } from './api';

const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
let local: PollyLocal;
let client: PollyClient;
let dir: string;

beforeAll(async () => {
  local = await startPolly({ port: 0, credentials, region: 'us-east-1' });
  client = new PollyClient({ endpoint: local.endpoint, region: 'us-east-1', credentials });
  dir = mkdtempSync(path.join(os.tmpdir(), 'polly-test-'));
});
afterAll(async () => {
  client.destroy();
  await local.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function speak(input: Partial<SynthesizeSpeechCommandInput>) {
  const answer = await client.send(
    new SynthesizeSpeechCommand({
      VoiceId: 'Joanna',
      OutputFormat: 'mp3',
      Text: 'Hello',
      ...input,
    } as SynthesizeSpeechCommandInput),
  );
  const audio = Buffer.from((await answer.AudioStream?.transformToByteArray()) ?? []);
  return { answer, audio };
}

/** ffprobe's codec, sample rate and duration of audio bytes. */
function probe(audio: Buffer, name: string, inputFormat: string[] = []) {
  const file = path.join(dir, name);
  writeFileSync(file, audio);
  const out = execFileSync(
    'ffprobe',
    [
      ...inputFormat,
      '-v',
      'error',
      '-show_entries',
      'stream=codec_name,sample_rate:format=duration',
      '-of',
      'json',
      file,
    ],
    { encoding: 'utf8' },
  );
  const json = JSON.parse(out) as {
    streams: { codec_name: string; sample_rate: string }[];
    format: { duration: string };
  };
  return {
    codec: json.streams[0]?.codec_name,
    rate: Number(json.streams[0]?.sample_rate),
    seconds: Number(json.format.duration),
  };
}

describe('the local Polly', () => {
  it('speaks English as MP3 at the standard rate, counting the billed characters', async () => {
    const { answer, audio } = await speak({ Text: 'Welcome to the safety briefing.' });
    expect(answer.ContentType).toBe('audio/mpeg');
    expect(answer.RequestCharacters).toBe(31);
    const heard = probe(audio, 'en.mp3');
    expect(heard).toMatchObject({ codec: 'mp3', rate: 22050 });
    expect(heard.seconds).toBeGreaterThan(1);
  });

  it('speaks Spanish SSML as Ogg Vorbis; its break lengthens the speech and tags are not billed', async () => {
    const plain = await speak({
      VoiceId: 'Lucia',
      OutputFormat: 'ogg_vorbis',
      Text: 'Bienvenido. Lea las normas.',
    });
    const paused = await speak({
      VoiceId: 'Lucia',
      OutputFormat: 'ogg_vorbis',
      TextType: 'ssml',
      Text: '<speak>Bienvenido.<break time="2s"/>Lea las normas.</speak>',
    });
    expect(paused.answer.RequestCharacters).toBe(26);
    const a = probe(plain.audio, 'plain.ogg');
    const b = probe(paused.audio, 'paused.ogg');
    expect(a.codec).toBe('vorbis');
    expect(b.seconds - a.seconds).toBeGreaterThan(1.5);
  });

  it('answers raw PCM at 16 kHz and refuses a rate PCM does not take', async () => {
    const { answer, audio } = await speak({ OutputFormat: 'pcm', Text: 'One two three' });
    expect(answer.ContentType).toBe('audio/pcm');
    const heard = probe(audio, 'speech.pcm', ['-f', 's16le', '-ar', '16000', '-ac', '1']);
    expect(heard.seconds).toBeGreaterThan(0.5);
    await expect(speak({ OutputFormat: 'pcm', SampleRate: '22050' })).rejects.toBeInstanceOf(
      InvalidSampleRateException,
    );
  });

  it('refuses an engine the voice lacks, malformed SSML, a long text, an unknown voice and speech marks', async () => {
    await expect(speak({ VoiceId: 'Naja', Engine: 'neural' })).rejects.toBeInstanceOf(
      EngineNotSupportedException,
    );
    await expect(speak({ TextType: 'ssml', Text: '<speak>Hello <break></speak>' })).rejects.toBeInstanceOf(
      InvalidSsmlException,
    );
    await expect(speak({ Text: 'a'.repeat(MAX_BILLED_CHARACTERS + 1) })).rejects.toBeInstanceOf(
      TextLengthExceededException,
    );
    await expect(speak({ VoiceId: 'Nobody' as 'Joanna' })).rejects.toThrow(/voiceId/);
    await expect(speak({ OutputFormat: 'json' })).rejects.toThrow(/speech marks/);
  });

  it('lists voices by language and engine', async () => {
    const spanish = await client.send(new DescribeVoicesCommand({ LanguageCode: 'es-ES' }));
    expect(spanish.Voices?.map((v) => v.Id)).toEqual(['Lucia', 'Sergio']);
    const neural = await client.send(new DescribeVoicesCommand({ Engine: 'neural' }));
    expect(neural.Voices?.every((v) => v.SupportedEngines?.includes('neural'))).toBe(true);
  });

  it('refuses unsigned calls', async () => {
    expect(await unsignedStatus(local.endpoint)).toBe(403);
  });

  it('reads SSML as Polly does: the spoken text, or null when malformed', () => {
    expect(ssmlText('<speak>Fish &amp; chips<break time="1s"/></speak>')).toBe('Fish & chips');
    expect(ssmlText('<speak><prosody rate="slow">Hi</prosody></speak>')).toBe('Hi');
    expect(ssmlText('Hello')).toBeNull();
    expect(ssmlText('<speak><prosody>Hi</speak>')).toBeNull();
    expect(ssmlText('<speak>a & b</speak>')).toBeNull();
  });
});
