import { describe, expect, it } from 'vitest';
import { parsePocketsphinx, transcriptFile } from './transcript';

// Real pocketsphinx_continuous -time yes output (espeak-ng reading a safety notice), shortened.
const OUTPUT = `well that dig
<s> 0.000 0.020 0.999400
well 0.030 0.240 0.047304
<sil> 0.250 0.560 0.348777
that(2) 0.570 0.860 0.275974
</s> 1.970 2.340 1.000000
on the factory floor
<s> 2.330 2.350 0.998900
on 3.780 3.910 0.152969
[NOISE] 3.910 3.920 0.1
the 3.920 4.070 0.666079
factory 4.080 4.690 0.981472
floor 4.700 5.230 1.000400
</s> 9.960 10.500 1.000000
`;

describe('the local Transcribe transcript', () => {
  it('reads the utterances and their words, without fillers or pronunciation variants', () => {
    const utterances = parsePocketsphinx(OUTPUT);
    expect(utterances.map((u) => u.map((w) => w.word))).toEqual([
      ['well', 'that'],
      ['on', 'the', 'factory', 'floor'],
    ]);
    expect(utterances[1]?.[2]).toEqual({ word: 'factory', start: 4.08, end: 4.69, confidence: 0.981472 });
    expect(utterances[1]?.[3]?.confidence).toBe(1);
  });

  it("writes Amazon Transcribe's file: sentences, timed pronunciations and a full stop per utterance", () => {
    const file = transcriptFile('job-1', parsePocketsphinx(OUTPUT));
    expect(file.results.transcripts).toEqual([{ transcript: 'Well that. On the factory floor.' }]);
    expect(file.results.items[0]).toEqual({
      type: 'pronunciation',
      start_time: '0.030',
      end_time: '0.240',
      alternatives: [{ confidence: '0.0473', content: 'well' }],
    });
    expect(file.results.items.filter((i) => i.type === 'punctuation')).toHaveLength(2);
    expect(file.status).toBe('COMPLETED');
  });

  it('gives an empty transcript for silence', () => {
    expect(transcriptFile('job-2', parsePocketsphinx('<s> 0.0 0.1 1\n</s> 0.1 2.0 1\n')).results).toEqual({
      transcripts: [{ transcript: '' }],
      items: [],
    });
  });
});
