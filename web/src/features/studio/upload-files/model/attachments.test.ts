import { describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES } from '#shared/api/endpoints/video-attachments';
import { checkPicked, nextStep, type UploadStep } from './attachments';

describe('checkPicked', () => {
  it('accepts supported files and says why others are refused', () => {
    const checked = checkPicked(
      [
        { name: 'Handout.PDF', size: 1000 },
        { name: 'tool.exe', size: 1000 },
        { name: 'huge.zip', size: ATTACHMENT_MAX_BYTES + 1 },
        { name: 'empty.txt', size: 0 },
      ],
      0,
    );
    expect(checked.map((c) => c.refusal)).toEqual([
      null,
      'The uploaded file type must be supported',
      'The file is larger than 25 MB',
      'The file is empty',
    ]);
  });

  it('keeps within 20 files per video', () => {
    const checked = checkPicked(
      [
        { name: 'a.pdf', size: 1 },
        { name: 'b.pdf', size: 1 },
      ],
      19,
    );
    expect(checked.map((c) => c.refusal)).toEqual([null, 'too-many']);
  });
});

describe('nextStep', () => {
  it('goes requesting → sending (progress) → confirming → done', () => {
    let step: UploadStep = { step: 'requesting' };
    step = nextStep(step, { type: 'requested' });
    expect(step).toEqual({ step: 'sending', percent: 0 });
    step = nextStep(step, { type: 'progress', loaded: 50, total: 200 });
    expect(step).toEqual({ step: 'sending', percent: 25 });
    step = nextStep(step, { type: 'sent' });
    expect(step).toEqual({ step: 'confirming' });
    step = nextStep(step, { type: 'confirmed' });
    expect(step).toEqual({ step: 'done' });
    expect(nextStep(step, { type: 'failed', message: 'x' })).toEqual({ step: 'done' });
  });

  it('fails from any running step, and ignores events out of order', () => {
    expect(nextStep({ step: 'sending', percent: 10 }, { type: 'failed', message: 'no' })).toEqual({
      step: 'failed',
      message: 'no',
    });
    expect(nextStep({ step: 'requesting' }, { type: 'confirmed' })).toEqual({ step: 'requesting' });
  });
});
