/**
 * Machine translation of a video's texts (issue 14): Amazon Translate's TranslateText, the texts sent
 * in as few calls as the limit allows (single-line texts one per line; a long text cut and joined
 * again), blank texts kept as they are. A pair Amazon Translate has no translator for (locally: any pair
 * Apertium lacks) is an answer, not an error: the translation workflow hands it to a human translator.
 */
import type { UiLanguage } from '#shared/domain/languages.js';
import {
  sameWrittenLanguage,
  splitLongText,
  translateLanguageCode,
  translationBatches,
} from '#shared/domain/machine-translation.js';
import { translate } from '../media/translate.js';

export type MachineTranslation =
  { kind: 'translated'; texts: string[] } | { kind: 'no-translator'; reason: string };

/** TranslateText calls at once: the service's default rate is generous, a Lambda's sockets are not. */
const CONCURRENT_CALLS = 4;

class NoTranslator extends Error {}

/** Runs `work` over `items` with at most `limit` at once, in order of the answers' places. */
async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** The translation of `text` with its leading and trailing white space as in the original. */
function keepEdges(original: string, translated: string): string {
  const lead = /^\s*/.exec(original)?.[0] ?? '';
  const trail = /\s*$/.exec(original)?.[0] ?? '';
  return `${lead}${translated.trim()}${trail}`;
}

/** Translates each of `texts` from one video language to another; the answer keeps their order. */
export async function translateTexts(
  texts: readonly string[],
  from: UiLanguage,
  to: UiLanguage,
): Promise<MachineTranslation> {
  if (sameWrittenLanguage(from, to)) return { kind: 'translated', texts: [...texts] };
  const { client, sdk } = await translate();
  const source = translateLanguageCode(from);
  const target = translateLanguageCode(to);
  const call = async (text: string): Promise<string> => {
    if (text.trim() === '') return text;
    try {
      const answer = await client.send(
        new sdk.TranslateTextCommand({
          Text: text.trim(),
          SourceLanguageCode: source,
          TargetLanguageCode: target,
        }),
      );
      return keepEdges(text, answer.TranslatedText ?? '');
    } catch (error) {
      if (error instanceof sdk.UnsupportedLanguagePairException) throw new NoTranslator(error.message);
      throw error;
    }
  };
  // A text longer than one call: its parts, translated and joined again.
  const one = async (text: string) => (await mapLimited(splitLongText(text), 1, call)).join('');

  const result = [...texts];
  try {
    await mapLimited(translationBatches(texts), CONCURRENT_CALLS, async (batch) => {
      if (batch.length === 1) {
        const index = batch[0] as number;
        result[index] = await one(texts[index] as string);
        return;
      }
      const lines = (await call(batch.map((index) => (texts[index] as string).trim()).join('\n'))).split(
        '\n',
      );
      if (lines.length === batch.length) {
        batch.forEach((index, i) => (result[index] = keepEdges(texts[index] as string, lines[i] as string)));
        return;
      }
      // The translator joined or split lines: each text on its own call instead.
      for (const index of batch) result[index] = await one(texts[index] as string);
    });
  } catch (error) {
    if (error instanceof NoTranslator) return { kind: 'no-translator', reason: error.message };
    throw error;
  }
  return { kind: 'translated', texts: result };
}
