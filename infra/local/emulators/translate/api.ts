/**
 * Local Amazon Translate (design.md §1): the JSON 1.1 API the SDK speaks (`X-Amz-Target:
 * AWSShineFrontendService_20170701.TranslateText`, SigV4-signed: unsigned or wrongly signed calls are
 * refused as AWS refuses them), translating with Debian's Apertium (./apertium.ts) for the pairs it has;
 * any other pair is refused with the service's UnsupportedLanguagePairException, so a caller handles it
 * as it would in the cloud (there, Amazon Translate has every pair of its languages). Stateless;
 * listens on 127.0.0.1 only.
 */
import { AwsApiError, serveAwsJsonApi, validationException, type AwsJsonInput } from '../aws-json-api.js';
import type { SigV4Credentials } from '../sigv4.js';
import {
  apertiumTranslate,
  installedPairs,
  pairKey,
  TranslationFailure,
  type ApertiumPairs,
} from './apertium.js';

/** TranslateText's limit on Text, in UTF-8 bytes (the service's TextSizeLimitExceededException). */
export const MAX_TEXT_BYTES = 10_000;
/** Text plus a little JSON: anything larger is refused before it is read. */
const MAX_REQUEST_BYTES = 64 * 1024;
/** Apertium processes at once (2 cores); further calls wait their turn. */
const CONCURRENCY = 2;
/** The longest one translation may take before the call fails (as a timed-out call would). */
const TRANSLATE_TIMEOUT_MS = 20_000;

export interface TranslateLocalOptions {
  port: number;
  credentials: SigV4Credentials;
  region: string;
  /** The pairs to offer (tests); default: what `apertium -l` lists. */
  pairs?: ApertiumPairs;
  log?: (line: string) => void;
}

export interface TranslateLocal {
  endpoint: string;
  /** The pairs translated here, as Amazon Translate's codes ("en→es"). */
  pairs: string[];
  stop(): Promise<void>;
}

function languageCode(input: AwsJsonInput, field: 'SourceLanguageCode' | 'TargetLanguageCode'): string {
  const value = input[field];
  const name = `${field.charAt(0).toLowerCase()}${field.slice(1)}`;
  if (typeof value !== 'string') throw validationException(name, value, 'Member must not be null');
  if (value.length < 2 || value.length > 5) {
    throw validationException(name, value, 'Member must have length between 2 and 5');
  }
  return value;
}

/** A regional variant (es-MX, fr-CA) is translated with its language's pair. */
const baseLanguage = (code: string) => code.split('-')[0]?.toLowerCase() ?? code;

export async function startTranslate(options: TranslateLocalOptions): Promise<TranslateLocal> {
  const log = options.log ?? (() => undefined);
  const pairs = options.pairs ?? installedPairs();
  const stopping = new AbortController();
  let running = 0;
  const waiting: (() => void)[] = [];
  const turn = async () => {
    if (running >= CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
  };
  const done = () => {
    running--;
    waiting.shift()?.();
  };

  const { server, port } = await serveAwsJsonApi({
    name: 'the local Translate',
    port: options.port,
    signing: { credentials: options.credentials, region: options.region, service: 'translate' },
    targetPrefix: 'AWSShineFrontendService_20170701.',
    jsonVersion: '1.1',
    maxRequestBytes: MAX_REQUEST_BYTES,
    messageKey: 'Message',
    operations: {
      async TranslateText(input) {
        const text = input.Text;
        if (typeof text !== 'string') throw validationException('text', text, 'Member must not be null');
        if (text.length === 0) {
          throw validationException('text', text, 'Member must have length greater than or equal to 1');
        }
        const source = languageCode(input, 'SourceLanguageCode');
        const target = languageCode(input, 'TargetLanguageCode');
        if (Buffer.byteLength(text, 'utf8') > MAX_TEXT_BYTES) {
          throw new AwsApiError(
            400,
            'TextSizeLimitExceededException',
            `Input text size exceeds limit. Max length of request text allowed is ${MAX_TEXT_BYTES} bytes`,
          );
        }
        if (Array.isArray(input.TerminologyNames) && input.TerminologyNames.length > 0) {
          throw new AwsApiError(
            400,
            'ResourceNotFoundException',
            'The local Translate has no custom terminologies.',
          );
        }
        const mode = pairs.get(pairKey(baseLanguage(source), baseLanguage(target)));
        if (!mode) {
          throw new AwsApiError(
            400,
            'UnsupportedLanguagePairException',
            source === 'auto'
              ? 'The local Translate cannot detect the source language (Amazon Comprehend does it in the cloud): name it.'
              : `Unsupported language pair: ${source} to ${target}. The local Translate (Apertium) translates ` +
                  `${[...pairs.keys()].map((key) => key.replace(':', '→')).join(', ') || 'no pair: apertium is not installed'}.`,
            { SourceLanguageCode: source, TargetLanguageCode: target },
          );
        }
        await turn();
        try {
          const signal = AbortSignal.any([AbortSignal.timeout(TRANSLATE_TIMEOUT_MS), stopping.signal]);
          const translated = await apertiumTranslate(text, mode, signal);
          return { TranslatedText: translated, SourceLanguageCode: source, TargetLanguageCode: target };
        } catch (error) {
          log(`translate: ${source}→${target} failed: ${String(error)}`);
          if (error instanceof TranslationFailure) {
            throw new AwsApiError(500, 'InternalServerException', error.message);
          }
          throw new AwsApiError(
            503,
            'ServiceUnavailableException',
            'The translation did not finish in time.',
          );
        } finally {
          done();
        }
      },
    },
  });

  return {
    endpoint: `http://localhost:${port}`,
    pairs: [...pairs.keys()].map((key) => key.replace(':', '→')),
    async stop() {
      stopping.abort();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
