/**
 * Amazon Transcribe's transcript file, built from what pocketsphinx recognised. pocketsphinx_continuous
 * with `-time yes` prints, per utterance, the hypothesis and then one line per segment:
 *   `<word> <start s> <end s> <confidence>` (fillers `<s>`, `</s>`, `<sil>`, `[NOISE]`; alternative
 *   pronunciations as `word(2)`).
 * Transcribe's file holds `results.transcripts[0].transcript` and `results.items` (pronunciations with
 * times and a confidence, punctuation without); an utterance end becomes a full stop, as Transcribe
 * punctuates sentences.
 */

export interface RecognizedWord {
  word: string;
  start: number;
  end: number;
  confidence: number;
}

export interface TranscriptItem {
  type: 'pronunciation' | 'punctuation';
  start_time?: string;
  end_time?: string;
  alternatives: { confidence: string; content: string }[];
}

export interface TranscriptFile {
  jobName: string;
  accountId: string;
  status: 'COMPLETED';
  results: { transcripts: { transcript: string }[]; items: TranscriptItem[] };
}

const SEGMENT = /^(\S+)\s+(\d+(?:\.\d+)?)\s+(\d+(?:\.\d+)?)\s+(\d+(?:\.\d+)?)$/;
const FILLER = /^(<s>|<\/s>|<sil>|\[[A-Z_]+\]|\+\+[A-Z_]+\+\+)$/;

/** The utterances of pocketsphinx's output, each a list of recognised words (fillers left out). */
export function parsePocketsphinx(output: string): RecognizedWord[][] {
  const utterances: RecognizedWord[][] = [];
  let current: RecognizedWord[] | null = null;
  for (const line of output.split('\n')) {
    const match = SEGMENT.exec(line.trim());
    if (!match) continue;
    const [, token, start, end, confidence] = match as unknown as [string, string, string, string, string];
    if (token === '<s>') {
      current = [];
      utterances.push(current);
      continue;
    }
    if (FILLER.test(token)) continue;
    if (!current) {
      current = [];
      utterances.push(current);
    }
    current.push({
      word: token.replace(/\(\d+\)$/, ''),
      start: Number(start),
      end: Number(end),
      confidence: Math.min(1, Number(confidence)),
    });
  }
  return utterances.filter((u) => u.length > 0);
}

const seconds = (value: number) => value.toFixed(3);

export function transcriptFile(jobName: string, utterances: RecognizedWord[][]): TranscriptFile {
  const items: TranscriptItem[] = [];
  const sentences: string[] = [];
  for (const utterance of utterances) {
    for (const w of utterance) {
      items.push({
        type: 'pronunciation',
        start_time: seconds(w.start),
        end_time: seconds(w.end),
        alternatives: [{ confidence: w.confidence.toFixed(4), content: w.word }],
      });
    }
    items.push({ type: 'punctuation', alternatives: [{ confidence: '0.0', content: '.' }] });
    const text = utterance.map((w) => w.word).join(' ');
    sentences.push(`${text.charAt(0).toUpperCase()}${text.slice(1)}.`);
  }
  return {
    jobName,
    accountId: '000000000000',
    status: 'COMPLETED',
    results: { transcripts: [{ transcript: sentences.join(' ') }], items },
  };
}
