import { describe, expect, it } from 'vitest';
import { ACCEPT, fileProblem, MAX_UPLOAD_BYTES, titleFromFileName, uploadPercent } from './video-upload';

describe('upload progress', () => {
  it('is whole percents of the bytes sent, held at 99 until the storage answered', () => {
    expect(uploadPercent(0, 1000)).toBe(0);
    expect(uploadPercent(425, 1000)).toBe(42);
    expect(uploadPercent(1000, 1000)).toBe(99);
    expect(uploadPercent(1000, 1000, true)).toBe(100);
  });

  it('shows 0 while the size is unknown', () => {
    expect(uploadPercent(10, 0)).toBe(0);
    expect(uploadPercent(10, Number.NaN)).toBe(0);
  });
});

describe('files', () => {
  it('accepts the extensions the transcoder takes, case-insensitively', () => {
    expect(ACCEPT).toBe('.mp4,.mov,.webm,.mkv,.m4v');
    expect(fileProblem({ name: 'Clip.MP4', size: 10 })).toBeNull();
    expect(fileProblem({ name: 'slides.pdf', size: 10 })).toBe('unsupported-type');
    expect(fileProblem({ name: 'noextension', size: 10 })).toBe('unsupported-type');
  });

  it('refuses empty files and files above the single-PUT limit', () => {
    expect(fileProblem({ name: 'a.webm', size: 0 })).toBe('empty');
    expect(fileProblem({ name: 'a.webm', size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(fileProblem({ name: 'a.webm', size: MAX_UPLOAD_BYTES + 1 })).toBe('too-large');
  });

  it('derives a title from the file name', () => {
    expect(titleFromFileName('quarterly_sales-review.mp4')).toBe('quarterly sales review');
    expect(titleFromFileName('.hidden')).toBe('.hidden');
  });
});
