import { describe, expect, it } from 'vitest';
import { finalCapture } from './quickGuideStatus.js';
import type { MediaConvertJobEvent } from './transcodeStatus.js';

const event = (paths: string[]) =>
  ({
    source: 'aws.mediaconvert',
    detail: {
      jobId: 'j1',
      status: 'COMPLETE',
      outputGroupDetails: paths.map((p) => ({
        type: 'FILE_GROUP',
        outputDetails: [{ outputFilePaths: [p] }],
      })),
    },
  }) as unknown as MediaConvertJobEvent;

describe('finalCapture', () => {
  it('reads the number of the final still MediaConvert reports (the others are inferred from it)', () => {
    const base = 's3://media/media/acme/v/1/en-us/quick-guide/stills/0000abcdef0123456789';
    expect(finalCapture(event([`${base}/reel_360p.mp4`, `${base}/still.0000029.jpg`]))).toBe(29);
    expect(finalCapture(event([`${base}/still.0000000.jpg`]))).toBe(0);
  });

  it('finds none in a job without stills', () => {
    expect(finalCapture(event(['s3://media/x/reel_360p.mp4']))).toBeNull();
    expect(finalCapture(event([]))).toBeNull();
  });
});
