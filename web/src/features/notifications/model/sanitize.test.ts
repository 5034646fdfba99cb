// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeTitle, titleText } from './sanitize';

describe('notification titles are HTML: sanitized before rendering', () => {
  it('keeps the inline formatting the server writes', () => {
    expect(sanitizeTitle('New video <b>Intro</b> in <i>Sales</i>')).toBe(
      'New video <b>Intro</b> in <i>Sales</i>',
    );
  });

  it('drops scripts, event handlers, styles, iframes and images', () => {
    const out = sanitizeTitle(
      '<img src=x onerror="alert(1)"><script>alert(2)</script><b onclick="alert(3)" style="color:red">x</b><iframe src="https://evil"></iframe>',
    );
    expect(out).toBe('<b>x</b>');
  });

  it('keeps only safe links (http, https, mailto, own paths) and opens external ones safely', () => {
    expect(sanitizeTitle('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
    expect(sanitizeTitle('<a href="//evil.example">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
    expect(sanitizeTitle('<a href="/video/intro">x</a>')).toBe(
      '<a href="/video/intro" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeTitle('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer" target="_blank">x</a>',
    );
  });

  it('turns a title into plain text for toasts', () => {
    expect(titleText('New video <b>A &amp; B</b><script>x()</script>')).toBe('New video A & B');
  });
});
