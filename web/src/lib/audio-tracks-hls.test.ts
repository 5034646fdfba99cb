// @vitest-environment jsdom
/**
 * chooseStartAudioTrack against hls.js itself (no media element: playlists only): the choice made in
 * the AUDIO_TRACKS_UPDATED listener is the track hls.js loads, its DEFAULT's playlist is never fetched,
 * and a later switch loads only the other audio playlist (the source is not loaded again). Fails when
 * an hls.js upgrade changes when it picks its own track.
 */
import { afterEach, describe, expect, it } from 'vitest';
import Hls, {
  LoadStats,
  type Loader,
  type LoaderCallbacks,
  type LoaderConfiguration,
  type LoaderContext,
} from 'hls.js';
import { audioTrackInfos, chooseStartAudioTrack, startAudioTrack } from './audio-tracks';

const MASTER = [
  '#EXTM3U',
  '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",LANGUAGE="eng",NAME="en-us",AUTOSELECT=YES,DEFAULT=YES,URI="index_audio_en-us.m3u8"',
  '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",LANGUAGE="spa",NAME="es-es",AUTOSELECT=YES,DEFAULT=NO,URI="index_audio_es-es.m3u8"',
  '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",LANGUAGE="spa",NAME="es-mx",AUTOSELECT=YES,DEFAULT=NO,URI="index_audio_es-mx.m3u8"',
  '#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360,CODECS="avc1.4d401e,mp4a.40.2",AUDIO="audio"',
  'index_360.m3u8',
].join('\n');
const MEDIA = [
  '#EXTM3U',
  '#EXT-X-VERSION:3',
  '#EXT-X-TARGETDURATION:4',
  '#EXTINF:4,',
  's0.ts',
  '#EXT-X-ENDLIST',
].join('\n');

/** Serves the playlists above from memory and records what hls.js asked for. */
let requested: string[] = [];
class PlaylistsInMemory implements Loader<LoaderContext> {
  context: LoaderContext | null = null;
  stats = new LoadStats();
  destroy() {}
  abort() {}
  load(context: LoaderContext, _config: LoaderConfiguration, callbacks: LoaderCallbacks<LoaderContext>) {
    this.context = context;
    const file = context.url.split('/').pop() ?? '';
    requested.push(file);
    const data = file === 'master.m3u8' ? MASTER : MEDIA;
    setTimeout(() => callbacks.onSuccess({ url: context.url, data }, this.stats, context, null));
  }
}

// hls.js checks the codecs against MediaSource, which jsdom lacks.
Object.assign(globalThis, { MediaSource: { isTypeSupported: () => true } });

const players: Hls[] = [];
afterEach(() => {
  players.splice(0).forEach((hls) => hls.destroy());
  requested = [];
});

/** Loads the master and its first level; `wanted` is the language chosen in the tracks listener. */
async function load(wanted: string | null) {
  const hls = new Hls({ loader: PlaylistsInMemory });
  players.push(hls);
  const switching: string[] = [];
  hls.on(Hls.Events.AUDIO_TRACKS_UPDATED, (_event, data) => {
    chooseStartAudioTrack(hls, startAudioTrack(audioTrackInfos(data.audioTracks), [wanted]));
  });
  hls.on(Hls.Events.AUDIO_TRACK_SWITCHING, (_event, data) => switching.push(data.name));
  const parsed = new Promise((resolve) => hls.once(Hls.Events.MANIFEST_PARSED, resolve));
  hls.loadSource('http://api.test/master.m3u8');
  await parsed;
  const audioLoaded = new Promise((resolve) => hls.once(Hls.Events.AUDIO_TRACK_LOADED, resolve));
  hls.startLoad(0);
  await audioLoaded;
  return { hls, switching };
}

describe('the start audio track in hls.js', () => {
  it('is the chosen track, and the DEFAULT one is never loaded', async () => {
    const { hls, switching } = await load('es-mx');
    await Promise.resolve();
    expect(hls.audioTrack).toBe(2);
    expect(switching).toEqual(['es-mx']);
    expect(requested.filter((file) => file.startsWith('index_audio'))).toEqual(['index_audio_es-mx.m3u8']);
  });

  it('is the DEFAULT without a choice', async () => {
    const { hls, switching } = await load('de');
    expect(hls.audioTrack).toBe(0);
    expect(switching).toEqual(['en-us']);
  });

  it('a later switch loads the other audio playlist only, not the source again', async () => {
    const { hls, switching } = await load(null);
    const loaded = new Promise((resolve) => hls.once(Hls.Events.AUDIO_TRACK_LOADED, resolve));
    hls.audioTrack = 1;
    await loaded;
    expect(switching).toEqual(['en-us', 'es-es']);
    expect(requested.filter((file) => file === 'master.m3u8')).toHaveLength(1);
  });
});
