import { describe, expect, it } from 'vitest';
import type { VideoEmbed } from '../../../../../shared/api';
import {
  embedBranding,
  embedState,
  isSafeLink,
  loginEmbedHref,
  LOGIN_REQUIRED_FADE_MS,
  NOT_FOUND_FADE_MS,
  PRODUCT_LOGO,
  relatedLinks,
  subtitleTrackIndex,
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
