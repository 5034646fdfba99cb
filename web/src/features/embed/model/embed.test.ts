import { describe, expect, it } from 'vitest';
import type { VideoEmbed } from '#shared/api';
import {
  audioLanguageParam,
  embedAudioTrack,
  embedBranding,
  embedState,
  isSafeLink,
  loginEmbedHref,
  LOGIN_REQUIRED_FADE_MS,
  NOT_FOUND_FADE_MS,
  PRODUCT_LOGO,
  relatedLinks,
  subtitleTrackIndex,
  embedFrame,
  EMBED_COMPACT_MAX_HEIGHT,
} from './embed';

const embed: VideoEmbed = {
  url: 'http://api/query/embed-hls/k/1/en-us/index.m3u8',
  lastVersion: 2,
  videoId: 'v1',
  language: 'en-us',
  version: 1,
  publicEmbed: true,
  channelId: 'c1',
  createdAt: '2026-11-21T10:00:00.000Z',
  duration: 65_000,
  name: 'Name',
  description: '',
  abstract: '',
  type: 'other',
  masterLanguage: 'en-us',
  channelName: 'Channel',
  authorEmail: 'a@acme.test',
  renderingData: {
    'en-us': {
      subtitles: { chapters: [] },
      videoLinks: [
        { start: 30, link: { url: 'https://b.example', title: 'B' } },
        { start: 5, link: { url: 'https://a.example', title: 'A' } },
      ],
    },
    da: {
      subtitles: { chapters: [] },
      videoLinks: [{ start: 1, link: { url: 'https://da.example', title: 'DA' } }],
    },
  },
  organization: {
    id: 'acme',
    name: 'Acme',
    logo: '/acme.png',
    color: '#123456',
    hasActiveSubscription: true,
  },
};

describe('embed page state (spec 1 §2, §8)', () => {
  it('"If publicEmbed is false a login-required message appears": the server answers 403', () => {
    expect(embedState(undefined, { status: 403, message: 'You need to log in' })).toEqual({
      kind: 'loginRequired',
    });
  });

  it('"Embed load failure: server message plus the text keyed video-not-found"', () => {
    expect(embedState(undefined, { status: 404, message: 'The video is not available' })).toEqual({
      kind: 'notFound',
      message: 'The video is not available',
    });
    expect(embedState(undefined, { status: 0, message: 'Failed to fetch' }).kind).toBe('notFound');
  });

  it('loads, then shows the embed', () => {
    expect(embedState(undefined, undefined)).toEqual({ kind: 'loading' });
    expect(embedState(embed, undefined)).toEqual({ kind: 'ready', embed });
  });

  it('"Messages fade in with delays of 500 ms and 600 ms"', () => {
    expect([LOGIN_REQUIRED_FADE_MS, NOT_FOUND_FADE_MS]).toEqual([500, 600]);
  });
});

describe('branding by hasActiveSubscription', () => {
  it('with a subscription: the organization logo; without: the product logo', () => {
    expect(embedBranding({ name: 'Acme', logo: '/acme.png', hasActiveSubscription: true })).toEqual({
      kind: 'organization',
      logo: '/acme.png',
      name: 'Acme',
    });
    expect(
      embedBranding({ name: 'Globex', logo: '/globex.png', hasActiveSubscription: false }),
    ).toMatchObject({
      kind: 'product',
      logo: PRODUCT_LOGO,
    });
  });

  it('the login button goes to /loginembed with the current address as redirect (spec 1 §4)', () => {
    const href = loginEmbedHref('http://acme.localhost:5173/embed/abc?subTitleLang=da');
    const url = new URL(href, 'http://acme.localhost:5173');
    expect(url.pathname).toBe('/loginembed');
    expect(url.searchParams.get('redirect')).toBe('http://acme.localhost:5173/embed/abc?subTitleLang=da');
  });
});

describe('related links and subtitles', () => {
  it('lists the links of the language that plays, by start', () => {
    expect(relatedLinks(embed).map((l) => l.title)).toEqual(['A', 'B']);
    expect(relatedLinks({ ...embed, language: 'de' })).toEqual([]);
  });

  it('only http(s) links are links', () => {
    expect(isSafeLink('https://example.com/x')).toBe(true);
    expect(isSafeLink('javascript:alert(1)')).toBe(false);
    expect(isSafeLink('not a url')).toBe(false);
  });

  it('subTitleLang picks the track by code, then by primary subtag; none → -1', () => {
    const tracks = [{ lang: 'en' }, { lang: 'da' }, { lang: 'de-DE' }];
    expect(subtitleTrackIndex(tracks, 'da')).toBe(1);
    expect(subtitleTrackIndex(tracks, 'en-us')).toBe(0);
    expect(subtitleTrackIndex(tracks, 'de')).toBe(2);
    expect(subtitleTrackIndex(tracks, 'sv')).toBe(-1);
    expect(subtitleTrackIndex(tracks, null)).toBe(-1);
  });
});

describe('?audioLang= (issue 14)', () => {
  it('takes a product language code or an ISO 639-2 code, lower-cased; anything else is no choice', () => {
    expect(audioLanguageParam('es-es')).toBe('es-es');
    expect(audioLanguageParam('ES-MX')).toBe('es-mx');
    expect(audioLanguageParam('spa')).toBe('spa');
    expect(audioLanguageParam(' da ')).toBe('da');
    expect(audioLanguageParam('en-gb-wls')).toBe('en-gb-wls');
    for (const bad of [null, undefined, '', ' ', 'x', 'spanish', 'es_es', 'es-', '"><script>', 'da,sv']) {
      expect(audioLanguageParam(bad)).toBeNull();
    }
  });

  it('starts in that track (es-es and es-mx apart, else by ISO code), else the DEFAULT one', () => {
    const tracks = [
      { index: 0, lang: 'eng', name: 'en-us', default: true },
      { index: 1, lang: 'spa', name: 'es-es', default: false },
      { index: 2, lang: 'spa', name: 'es-mx', default: false },
    ];
    expect(embedAudioTrack(tracks, 'es-mx')).toBe(2);
    expect(embedAudioTrack(tracks, 'es-es')).toBe(1);
    expect(embedAudioTrack(tracks, 'spa')).toBe(1);
    expect(embedAudioTrack(tracks.slice(0, 2), 'es-mx')).toBe(1);
    expect(embedAudioTrack(tracks, 'en-gb')).toBe(0);
    // No such language, or none asked for: the DEFAULT track (not the page's or browser's language).
    expect(embedAudioTrack(tracks, 'da')).toBe(0);
    expect(embedAudioTrack(tracks, null)).toBe(0);
    expect(
      embedAudioTrack(
        [
          { ...tracks[0]!, default: false },
          { ...tracks[1]!, default: true },
        ],
        null,
      ),
    ).toBe(1);
    expect(embedAudioTrack([], 'es-es')).toBe(-1);
  });
});

describe('embedFrame (issue 9 point 12: the embed fits its frame)', () => {
  const fits = (viewport: { width: number; height: number }, frame: ReturnType<typeof embedFrame>) => {
    // Header, gap and player (its controls are its bottom edge) inside the viewport, 16:9.
    expect(frame.headerHeight + frame.topGap + frame.playerHeight).toBeLessThanOrEqual(viewport.height);
    expect(frame.playerWidth).toBeLessThanOrEqual(viewport.width);
    expect(Math.abs(frame.playerWidth / frame.playerHeight - 16 / 9)).toBeLessThan(0.02);
  };

  it('a 640×360 iframe: compact header, the player as large as the height left', () => {
    const viewport = { width: 640, height: 360 };
    const frame = embedFrame(viewport, 'sharingEmbed');
    expect(frame).toMatchObject({ compact: true, headerHeight: 40, topGap: 0 });
    expect(frame.playerHeight).toBe(319);
    expect(frame.playerWidth).toBe(568);
    fits(viewport, frame);
  });

  it('other frame sizes fit as well (400×225, 1280×720, a tall phone, a wide desktop)', () => {
    for (const viewport of [
      { width: 400, height: 225 },
      { width: 1280, height: 720 },
      { width: 360, height: 740 },
      { width: 1920, height: 1080 },
      { width: 800, height: EMBED_COMPACT_MAX_HEIGHT + 1 },
    ]) {
      for (const variant of ['embed', 'sharing', 'sharingEmbed'] as const)
        fits(viewport, embedFrame(viewport, variant));
    }
    // An embed uses its frame: a 1280×720 iframe gets a player of 1159×651, the height left deciding.
    expect(embedFrame({ width: 1280, height: 720 }, 'sharingEmbed')).toMatchObject({
      compact: false,
      playerWidth: 1159,
      playerHeight: 651,
    });
    // The sharing page keeps its readable column.
    expect(embedFrame({ width: 1920, height: 1080 }, 'sharing').playerWidth).toBe(1024 - 32);
    // A phone in portrait: the width decides, with the regular header.
    expect(embedFrame({ width: 360, height: 740 }, 'embed')).toMatchObject({
      compact: false,
      playerWidth: 328,
    });
  });

  it('a frame too small for anything still answers a size (zero, never negative)', () => {
    expect(embedFrame({ width: 100, height: 30 }, 'embed').playerWidth).toBe(0);
  });
});
