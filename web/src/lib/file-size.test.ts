import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('reads bytes in decimal units', () => {
    expect(formatFileSize(532)).toBe('532 B');
    expect(formatFileSize(1_234)).toBe('1.2 KB');
    expect(formatFileSize(1_234_567)).toBe('1.2 MB');
    expect(formatFileSize(25_000_000)).toBe('25 MB');
  });

  it("uses the reader's decimal separator", () => {
    expect(formatFileSize(1_234_567, 'da')).toBe('1,2 MB');
  });
});
