// @vitest-environment jsdom
/**
 * The player module (useHlsPlayer + ReportingVideo) with hls.js replaced by a recording stand-in: the
 * source loads into the element, the token goes to the API's playlists only, one media error is
 * recovered and the next failure shows the error text, a new source or unmounting tears hls.js down,
 * native HLS plays only what needs no token, and the element reports playback.
 */
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { useRef } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WatchReport } from '../../lib/watch-reporter';
import { ReportingVideo } from './reporting-video';
import { useHlsPlayer } from './use-hls-player';
import { initEnglish } from '../../lib/test-i18n';

const fake = vi.hoisted(() => {
  type Listener = (event: string, data: unknown) => void;
  class FakeHls {
    static supported = true;
    static isSupported() {
      return FakeHls.supported;
    }
    static Events = { ERROR: 'hlsError', MANIFEST_PARSED: 'hlsManifestParsed' };
    static ErrorTypes = { MEDIA_ERROR: 'mediaError', NETWORK_ERROR: 'networkError' };
    static instances: FakeHls[] = [];
    listeners = new Map<string, Listener[]>();
    source: string | undefined;
    media: HTMLMediaElement | undefined;
    recovered = 0;
    destroyed = 0;
    constructor(readonly config: Record<string, unknown>) {
      FakeHls.instances.push(this);
    }
    on(event: string, listener: Listener) {
      this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    }
    emit(event: string, data: unknown) {
      for (const listener of this.listeners.get(event) ?? []) listener(event, data);
    }
    loadSource(src: string) {
      this.source = src;
    }
    attachMedia(media: HTMLMediaElement) {
      this.media = media;
    }
    recoverMediaError() {
      this.recovered += 1;
    }
    destroy() {
      this.destroyed += 1;
    }
  }
  return { FakeHls };
});
vi.mock('hls.js', () => ({ default: fake.FakeHls }));
vi.mock('../../lib/config', () => ({ loadConfig: async () => ({ apiUrl: 'http://api.test' }) }));
vi.mock('../../lib/api-client', () => ({ currentToken: async () => 'token-1' }));

const { FakeHls } = fake;

function Player(props: {
  src: string;
  withToken: boolean;
  startAt?: number;
  onReport?: (report: WatchReport) => void;
  onCreated?: () => void;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const { failed } = useHlsPlayer(videoRef, props, { onCreated: props.onCreated });
  return (
    <ReportingVideo
      videoRef={videoRef}
      playback={props.src}
      title="Safety basics"
      failed={failed}
      testId="video"
      errorTestId="player-error"
      onReport={props.onReport}
    />
  );
}

const i18n = i18next.createInstance();
beforeAll(async () => {
  await initEnglish(i18n);
});

const frame = (player: React.ReactNode) => (
  <I18nextProvider i18n={i18n}>
    <ChakraProvider value={defaultSystem}>{player}</ChakraProvider>
  </I18nextProvider>
);
const show = (props: Parameters<typeof Player>[0]) => render(frame(<Player {...props} />));

const latest = () => FakeHls.instances.at(-1)!;

beforeEach(() => {
  FakeHls.instances = [];
  FakeHls.supported = true;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useHlsPlayer', () => {
  it('loads the source into the video element, from startAt', async () => {
    show({ src: 'http://api.test/hls/v1/master.m3u8', withToken: true, startAt: 42 });
    await waitFor(() => expect(FakeHls.instances).toHaveLength(1));
    expect(latest().source).toBe('http://api.test/hls/v1/master.m3u8');
    expect(latest().media).toBe(screen.getByTestId('video'));
    expect(latest().config.startPosition).toBe(42);
  });

  it("sends the session's token to the API's playlists only, and no token without withToken", async () => {
    const onCreated = vi.fn();
    const { unmount } = show({ src: 'http://api.test/hls/v1/master.m3u8', withToken: true, onCreated });
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const xhrSetup = latest().config.xhrSetup as (xhr: XMLHttpRequest, url: string) => Promise<void>;
    const xhr = () => ({ readyState: 0, open: vi.fn(), setRequestHeader: vi.fn() });
    const playlist = xhr();
    await xhrSetup(playlist as unknown as XMLHttpRequest, 'http://api.test/hls/v1/720p.m3u8');
    expect(playlist.open).toHaveBeenCalledWith('GET', 'http://api.test/hls/v1/720p.m3u8', true);
    expect(playlist.setRequestHeader).toHaveBeenCalledWith('Authorization', 'Bearer token-1');
    const segment = xhr();
    await xhrSetup(segment as unknown as XMLHttpRequest, 'https://bucket.s3.test/seg-1.ts?X-Amz-Signature=a');
    expect(segment.open).not.toHaveBeenCalled();
    expect(segment.setRequestHeader).not.toHaveBeenCalled();
    unmount();

    show({ src: 'http://api.test/public/hls/k/master.m3u8', withToken: false });
    await waitFor(() => expect(FakeHls.instances).toHaveLength(2));
    expect(latest().config.xhrSetup).toBeUndefined();
  });

  it('recovers one fatal media error, then shows the error text and destroys hls.js', async () => {
    show({ src: 'http://api.test/hls/v1/master.m3u8', withToken: true });
    await waitFor(() => expect(FakeHls.instances).toHaveLength(1));
    const hls = latest();
    act(() => hls.emit('hlsError', { fatal: false, type: 'networkError' }));
    act(() => hls.emit('hlsError', { fatal: true, type: 'mediaError' }));
    expect(hls.recovered).toBe(1);
    expect(screen.queryByTestId('player-error')).toBeNull();
    act(() => hls.emit('hlsError', { fatal: true, type: 'mediaError' }));
    expect(hls.recovered).toBe(1);
    expect(hls.destroyed).toBe(1);
    expect(screen.getByTestId('player-error')).toBeTruthy();
  });

  it('fails at once on a fatal network error', async () => {
    show({ src: 'http://api.test/hls/v1/master.m3u8', withToken: true });
    await waitFor(() => expect(FakeHls.instances).toHaveLength(1));
    act(() => latest().emit('hlsError', { fatal: true, type: 'networkError' }));
    expect(latest().recovered).toBe(0);
    expect(screen.getByTestId('player-error')).toBeTruthy();
  });

  it('tears hls.js down for a new source (clearing the error) and on unmount', async () => {
    const view = show({ src: 'http://api.test/hls/a/master.m3u8', withToken: true });
    await waitFor(() => expect(FakeHls.instances).toHaveLength(1));
    const first = latest();
    act(() => first.emit('hlsError', { fatal: true, type: 'networkError' }));
    expect(screen.getByTestId('player-error')).toBeTruthy();
    view.rerender(frame(<Player src="http://api.test/hls/b/master.m3u8" withToken />));
    await waitFor(() => expect(FakeHls.instances).toHaveLength(2));
    expect(first.destroyed).toBeGreaterThanOrEqual(1);
    expect(latest().source).toBe('http://api.test/hls/b/master.m3u8');
    expect(screen.queryByTestId('player-error')).toBeNull();
    view.unmount();
    expect(latest().destroyed).toBe(1);
  });

  it('plays natively (Safari) only a source that needs no token', async () => {
    FakeHls.supported = false;
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    const view = show({ src: 'http://api.test/public/hls/k/master.m3u8', withToken: false });
    await waitFor(() =>
      expect((screen.getByTestId('video') as HTMLVideoElement).src).toBe(
        'http://api.test/public/hls/k/master.m3u8',
      ),
    );
    expect(FakeHls.instances).toHaveLength(0);
    view.unmount();

    show({ src: 'http://api.test/hls/v1/master.m3u8', withToken: true });
    await waitFor(() => expect(screen.getByTestId('player-error')).toBeTruthy());
    expect(FakeHls.instances).toHaveLength(0);
  });
});

describe('ReportingVideo', () => {
  it('reports the start once and the end of playback', async () => {
    const reports: WatchReport[] = [];
    show({ src: 'http://api.test/hls/v1/master.m3u8', withToken: true, onReport: (r) => reports.push(r) });
    const video = screen.getByTestId('video');
    expect(video.getAttribute('aria-label')).toContain('Safety basics');
    fireEvent.playing(video);
    fireEvent.pause(video);
    fireEvent.playing(video);
    fireEvent.ended(video);
    expect(reports.filter((r) => r.type === 'videoPlaybackStarted')).toHaveLength(1);
    expect(reports.at(-1)).toEqual({ type: 'videoPlaybackEnded' });
  });
});
