import { describe, expect, it } from 'vitest';
import { bannerBackground } from './home-banner';

describe('the home header background', () => {
  it('is none without an image', () => {
    expect(bannerBackground('')).toBeUndefined();
  });

  it('veils the picture and writes white on it', () => {
    const style = bannerBackground('https://cdn.example.com/bg.png?X-Amz-Signature=a"b');
    expect(style).toMatchObject({ backgroundSize: 'cover', color: '#FFFFFF' });
    expect(style?.backgroundImage).toBe(
      'linear-gradient(rgba(0, 0, 0, 0.6), rgba(0, 0, 0, 0.6)), url("https://cdn.example.com/bg.png?X-Amz-Signature=a\\"b")',
    );
  });
});
