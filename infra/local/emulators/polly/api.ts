/**
 * Local Amazon Polly (design.md §1): the REST-JSON API the SDK speaks, over HTTP/2 as the SDK's Polly
 * client sends every call (cleartext here, with prior knowledge; the host is signed as `:authority`),
 * SigV4-signed (unsigned or wrongly signed calls are refused as AWS refuses them), for what the
 * voice-over needs:
 *   POST /v1/speech  SynthesizeSpeech → the audio (MP3, Ogg Vorbis or PCM) of a text or SSML, spoken by
 *                    espeak-ng (./synthesize.ts) with the voice's language (./voices.ts)
 *   GET  /v1/voices  DescribeVoices   → the voices, by engine and language
 * Polly's refusals as Polly words them: an unknown voice, an engine the voice lacks, a sample rate the
 * format does not take, malformed SSML, a text over 3,000 billed characters. Speech marks (`json`) and
 * the ogg_opus, mulaw and alaw formats are not offered here, and say so. Listens on 127.0.0.1 only.
 */
import {
  connect,
  createServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
  type Http2Session,
} from 'node:http2';
import { AwsApiError, readBody, validationException } from '../aws-json-api.js';
import { listenOnLoopback } from '../listen.js';
import { checkAuthorizationHeader, sha256Hex, verifySignature, type SigV4Credentials } from '../sigv4.js';
import { synthesize, SynthesisFailure, type AudioFormat } from './synthesize.js';
import { VOICES, voiceById } from './voices.js';

/** Polly's limits: billed characters (SSML tags not counted) and the whole text. */
export const MAX_BILLED_CHARACTERS = 3000;
const MAX_TEXT_CHARACTERS = 6000;
const MAX_REQUEST_BYTES = 64 * 1024;
const CONCURRENCY = 2;
const SYNTHESIS_TIMEOUT_MS = 30_000;

const FORMATS: Record<
  AudioFormat,
  { contentType: string; rates: string[]; standard: string; neural: string }
> = {
  mp3: {
    contentType: 'audio/mpeg',
    rates: ['8000', '16000', '22050', '24000'],
    standard: '22050',
    neural: '24000',
  },
  ogg_vorbis: {
    contentType: 'audio/ogg',
    rates: ['8000', '16000', '22050', '24000'],
    standard: '22050',
    neural: '24000',
  },
  pcm: { contentType: 'audio/pcm', rates: ['8000', '16000'], standard: '16000', neural: '16000' },
};
const POLLY_FORMATS = ['json', 'mp3', 'ogg_opus', 'ogg_vorbis', 'pcm', 'mulaw', 'alaw'];

export interface PollyLocalOptions {
  port: number;
  credentials: SigV4Credentials;
  region: string;
  log?: (line: string) => void;
}

export interface PollyLocal {
  endpoint: string;
  stop(): Promise<void>;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * The spoken text of an SSML document, or null when it is not well formed: one <speak> root, every
 * tag closed in order, only XML's entities.
 */
export function ssmlText(ssml: string): string | null {
  const trimmed = ssml.trim();
  if (!/^<speak(\s[^>]*)?>/.test(trimmed) || !trimmed.endsWith('</speak>')) return null;
  const open: string[] = [];
  for (const [tag] of trimmed.matchAll(/<[^>]*>/g)) {
    const name = /^<\/?\s*([a-zA-Z][\w:-]*)/.exec(tag)?.[1];
    if (!name) return null;
    if (tag.startsWith('</')) {
      if (open.pop() !== name) return null;
    } else if (!tag.endsWith('/>')) {
      open.push(name);
    }
  }
  if (open.length > 0) return null;
  const text = trimmed.replace(/<[^>]*>/g, '');
  if (/[<>]/.test(text)) return null;
  let bad = false;
  const decoded = text.replace(/&([a-z]+|#\d+|#x[0-9a-fA-F]+);|&/g, (whole, entity?: string) => {
    if (!entity) return ((bad = true), whole);
    if (entity.startsWith('#x')) return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)));
    const known = ENTITIES[entity];
    if (known === undefined) bad = true;
    return known ?? whole;
  });
  return bad ? null : decoded;
}

interface SpeechRequest {
  text: string;
  ssml: boolean;
  billed: number;
  espeakVoice: string;
  format: AudioFormat;
  sampleRate: number;
}

/** SynthesizeSpeech's input, checked as Polly checks it. */
function speechRequest(input: Record<string, unknown>): SpeechRequest {
  const voiceId = input.VoiceId;
  const voice = typeof voiceId === 'string' ? voiceById(voiceId) : undefined;
  if (!voice) {
    throw validationException(
      'voiceId',
      voiceId,
      `Member must satisfy enum value set: [${VOICES.map((v) => v.Id).join(', ')}]`,
    );
  }
  const format = input.OutputFormat;
  if (typeof format !== 'string' || !POLLY_FORMATS.includes(format)) {
    throw validationException(
      'outputFormat',
      format,
      `Member must satisfy enum value set: [${POLLY_FORMATS.join(', ')}]`,
    );
  }
  if (!(format in FORMATS)) {
    throw new AwsApiError(
      400,
      'ValidationException',
      `The local Polly does not offer the ${format} output format (${format === 'json' ? 'speech marks' : 'espeak-ng and ffmpeg give mp3, ogg_vorbis and pcm'}).`,
    );
  }
  const engine = input.Engine ?? 'standard';
  if (engine !== 'standard' && engine !== 'neural' && engine !== 'long-form' && engine !== 'generative') {
    throw validationException(
      'engine',
      engine,
      'Member must satisfy enum value set: [standard, neural, long-form, generative]',
    );
  }
  if (!(voice.SupportedEngines as string[]).includes(engine)) {
    throw new AwsApiError(
      400,
      'EngineNotSupportedException',
      `This voice does not support the selected engine: ${engine}`,
    );
  }
  if (input.LanguageCode !== undefined && input.LanguageCode !== voice.LanguageCode) {
    throw new AwsApiError(
      400,
      'LanguageNotSupportedException',
      `Voice ${voice.Id} does not support the language ${String(input.LanguageCode)}`,
    );
  }
  const spec = FORMATS[format as AudioFormat];
  const rate = input.SampleRate ?? (engine === 'neural' ? spec.neural : spec.standard);
  if (typeof rate !== 'string' || !spec.rates.includes(rate)) {
    throw new AwsApiError(400, 'InvalidSampleRateException', `Invalid sample rate: ${String(rate)}`);
  }
  const textType = input.TextType ?? 'text';
  if (textType !== 'text' && textType !== 'ssml') {
    throw validationException('textType', textType, 'Member must satisfy enum value set: [ssml, text]');
  }
  const text = input.Text;
  if (typeof text !== 'string') throw validationException('text', text, 'Member must not be null');
  const spoken = textType === 'ssml' ? ssmlText(text) : text;
  if (spoken === null) throw new AwsApiError(400, 'InvalidSsmlException', 'Invalid SSML request');
  if (text.length > MAX_TEXT_CHARACTERS || spoken.length > MAX_BILLED_CHARACTERS) {
    throw new AwsApiError(400, 'TextLengthExceededException', 'Maximum text length has been exceeded');
  }
  return {
    text,
    ssml: textType === 'ssml',
    billed: spoken.length,
    espeakVoice: voice.espeak,
    format: format as AudioFormat,
    sampleRate: Number(rate),
  };
}

export async function startPolly(options: PollyLocalOptions): Promise<PollyLocal> {
  const log = options.log ?? (() => undefined);
  const signing = { credentials: options.credentials, region: options.region, service: 'polly' };
  const stopping = new AbortController();
  let running = 0;
  const waiting: (() => void)[] = [];

  const fail = (res: Http2ServerResponse, error: AwsApiError) => {
    res.writeHead(error.status, { 'Content-Type': 'application/json', 'x-amzn-ErrorType': error.errorType });
    res.end(JSON.stringify({ message: error.message }));
  };

  async function speak(res: Http2ServerResponse, request: SpeechRequest): Promise<void> {
    if (running >= CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      const signal = AbortSignal.any([AbortSignal.timeout(SYNTHESIS_TIMEOUT_MS), stopping.signal]);
      const audio = await synthesize(request, signal);
      res.writeHead(200, {
        'Content-Type': FORMATS[request.format].contentType,
        'x-amzn-RequestCharacters': String(request.billed),
        'Content-Length': String(audio.length),
      });
      res.end(audio);
    } catch (error) {
      log(`polly: ${String(error)}`);
      fail(
        res,
        error instanceof SynthesisFailure
          ? new AwsApiError(500, 'ServiceFailureException', error.message)
          : new AwsApiError(503, 'ServiceUnavailableException', 'The speech did not finish in time.'),
      );
    } finally {
      running--;
      waiting.shift()?.();
    }
  }

  async function handle(req: Http2ServerRequest, res: Http2ServerResponse): Promise<void> {
    const request = { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers };
    const parsed = checkAuthorizationHeader(request, signing);
    if (!parsed.ok) return fail(res, new AwsApiError(parsed.status, parsed.errorType, parsed.message));
    const body = await readBody(req, MAX_REQUEST_BYTES);
    if (body === null)
      return fail(res, new AwsApiError(413, 'RequestEntityTooLargeException', 'Request entity too large'));
    const verified = verifySignature(parsed, sha256Hex(body));
    if (!verified.ok)
      return fail(res, new AwsApiError(verified.status, verified.errorType, verified.message));
    const url = new URL(request.url, 'http://localhost');
    try {
      if (req.method === 'POST' && url.pathname === '/v1/speech') {
        let input: Record<string, unknown>;
        try {
          input = JSON.parse(body.toString('utf8') || '{}') as Record<string, unknown>;
        } catch {
          throw new AwsApiError(400, 'SerializationException', 'The request body is not JSON');
        }
        return await speak(res, speechRequest(input));
      }
      if (req.method === 'GET' && url.pathname === '/v1/voices') {
        const engine = url.searchParams.get('Engine');
        const language = url.searchParams.get('LanguageCode');
        const voices = VOICES.filter(
          (v) =>
            (!engine || (v.SupportedEngines as string[]).includes(engine)) &&
            (!language || v.LanguageCode === language),
        ).map(({ espeak: _espeak, ...described }) => described);
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ Voices: voices }));
        return;
      }
      throw new AwsApiError(
        404,
        'UnknownOperationException',
        `${req.method} ${url.pathname} is not supported by the local Polly`,
      );
    } catch (error) {
      if (error instanceof AwsApiError) return fail(res, error);
      throw error;
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) =>
      fail(res, new AwsApiError(500, 'ServiceFailureException', String(error))),
    );
  });
  // HTTP/2 clients keep their session open: closed with the server.
  const sessions = new Set<Http2Session>();
  server.on('session', (session: Http2Session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  const port = await listenOnLoopback(server, options.port);
  return {
    endpoint: `http://localhost:${port}`,
    async stop() {
      stopping.abort();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const session of sessions) session.destroy();
      });
    },
  };
}

/** The status an unsigned SynthesizeSpeech gets (HTTP/2, as a stranger would call): /health's probe. */
export function unsignedStatus(endpoint: string, signal?: AbortSignal): Promise<number> {
  return new Promise((resolve, reject) => {
    const session = connect(endpoint);
    const done = (fn: () => void) => {
      session.close();
      fn();
    };
    session.on('error', (error) => done(() => reject(error)));
    signal?.addEventListener('abort', () => done(() => reject(signal.reason as Error)));
    const stream = session.request({
      ':method': 'POST',
      ':path': '/v1/speech',
      'content-type': 'application/json',
    });
    stream.on('response', (headers) => {
      stream.resume();
      done(() => resolve(Number(headers[':status'])));
    });
    stream.on('error', (error) => done(() => reject(error)));
    stream.end('{}');
  });
}
