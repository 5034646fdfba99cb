// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { embedLinks, subtitleLanguageChoices, tenantOrigin } from './embed-links';

const KEY = 'AbCdEfGhIjKlMnOpQrStUv_-';

describe("tenantOrigin (links use the tenant's own address)", () => {
  it("is the page's origin on the tenant's own host, locally and in the cloud", () => {
    expect(
      tenantOrigin(
        { protocol: 'http:', hostname: 'acme.localhost', port: '5173' },
        { kind: 'tenant', label: 'acme' },
        'acme',
      ),
    ).toBe('http://acme.localhost:5173');
    expect(
      tenantOrigin(
        { protocol: 'https:', hostname: 'acme.tubes.example.com', port: '' },
        { kind: 'tenant', label: 'acme' },
        'acme',
      ),
    ).toBe('https://acme.tubes.example.com');
  });

  it("names the organization's sub-domain even when the page was opened under another label", () => {
    expect(
      tenantOrigin(
        { protocol: 'https:', hostname: 'other.tubes.example.com', port: '' },
        { kind: 'tenant', label: 'other' },
        'acme',
      ),
    ).toBe('https://acme.tubes.example.com');
  });
});

describe('embedLinks (spec 1 §2 "Public viewing routes")', () => {
  const origin = 'http://acme.localhost:5173';

  it('builds /sharing/{key}, /embed/{key} and an iframe of /sharing/embed/{key}', () => {
    const links = embedLinks(origin, KEY, { title: 'Onboarding' });
    expect(links.sharing).toBe(`${origin}/sharing/${KEY}`);
    expect(links.embed).toBe(`${origin}/embed/${KEY}`);
    expect(links.iframe).toBe(
      `<iframe src="${origin}/sharing/embed/${KEY}" width="640" height="360" title="Onboarding" style="border:0"` +
        ' allow="autoplay; fullscreen; picture-in-picture" allowfullscreen></iframe>',
    );
  });

  it('carries the chosen subtitle language in every link, the iframe snippet too (issue 9 point 12)', () => {
    const links = embedLinks(origin, KEY, { subtitleLanguage: 'da', title: 'x' });
    expect(links.embed).toBe(`${origin}/embed/${KEY}?subTitleLang=da`);
    expect(links.sharing).toBe(`${origin}/sharing/${KEY}?subTitleLang=da`);
    const frame = new DOMParser().parseFromString(links.iframe, 'text/html').querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe(`${origin}/sharing/embed/${KEY}?subTitleLang=da`);
    // A code with characters of its own is encoded, never breaking the attribute.
    const odd = embedLinks(origin, KEY, { subtitleLanguage: 'x"&y', title: 'x' });
    const oddFrame = new DOMParser().parseFromString(odd.iframe, 'text/html').querySelector('iframe');
    expect(new URL(oddFrame?.getAttribute('src') ?? '').searchParams.get('subTitleLang')).toBe('x"&y');
  });

  it('escapes the title in the snippet', () => {
    const { iframe } = embedLinks(origin, KEY, { title: 'Say "hi" <now> & then' });
    expect(iframe).toContain('title="Say &quot;hi&quot; &lt;now&gt; &amp; then"');
    const frame = new DOMParser().parseFromString(iframe, 'text/html').querySelector('iframe');
    expect(frame?.getAttribute('title')).toBe('Say "hi" <now> & then');
    expect(frame?.hasAttribute('allowfullscreen')).toBe(true);
  });
});

describe('subtitleLanguageChoices', () => {
  it("offers the latest version's languages and the subtitle languages, master first, each once", () => {
    expect(
      subtitleLanguageChoices({
        masterLanguage: 'en-us',
        lastVersion: 2,
        renditions: [
          { version: 1, language: 'sv' },
          { version: 2, language: 'en-us' },
          { version: 2, language: 'de' },
        ],
        subtitleLanguages: ['da', 'de'],
      }),
    ).toEqual(['en-us', 'da', 'de']);
  });
});
