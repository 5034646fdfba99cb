/**
 * The demo content promised for every demo tenant (issue 4): "Each demo tenant gets real videos
 * generated with ffmpeg at seed time (20–40 s each: a title card, a moving pattern, a tone), transcoded
 * by the local pipeline, with chapters, chapter links, English and Danish subtitles; tracks of 6+
 * items; a mandatory track; one public-embed video and one private."
 *
 * And the selection of demo videos whose media a start generates (TUBES_DEMO_MEDIA): the e2e platform
 * transcodes only the demo videos its journeys play.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import {
  ALL_DEMO_VIDEOS,
  DEMO_SUBTITLE_LANGUAGES,
  DEMO_VIDEO_TRACKS,
  DEMO_VIDEOS,
  demoSourceArgs,
  demoVtt,
  selectDemoVideos,
  SPOKEN_DEMO_VIDEOS,
} from './media.js';
import { DEMO_CHANNELS, DEMO_TRACKS } from './seed.js';
import { TENANTS } from '../../config/tenants.js';
import playwrightConfig from '../../../playwright.config.js';

const REPO = path.resolve(import.meta.dirname, '../../..');
const tenantIds = TENANTS.map((t) => t.id);

/** A track's items: its demo videos plus the sub-tracks seed.ts puts into it. */
function itemCount(trackId: string): number {
  const videos = DEMO_VIDEO_TRACKS.find((t) => t.trackId === trackId)?.videos.length ?? 0;
  return videos + DEMO_TRACKS.filter((t) => t.parentTrackId === trackId).length;
}

describe('every demo tenant gets the promised content', () => {
  it('covers acme, globex and studio', () => {
    expect(tenantIds).toEqual(expect.arrayContaining(['acme', 'globex', 'studio']));
  });

  it.each(tenantIds)('%s: a track of 6+ items and a mandatory track', (orgId) => {
    const tracks = DEMO_VIDEO_TRACKS.filter((t) => t.orgId === orgId);
    expect(Math.max(0, ...tracks.map((t) => itemCount(t.trackId)))).toBeGreaterThanOrEqual(6);
    const mandatory = tracks.filter((t) => t.mandatory);
    expect(mandatory.length).toBeGreaterThanOrEqual(1);
    for (const track of mandatory) expect(track.videos.length, track.trackId).toBeGreaterThan(0);
  });

  it.each(tenantIds)('%s: one public-embed video and one private (publicEmbed false) video', (orgId) => {
    const videos = DEMO_VIDEOS.filter((v) => v.orgId === orgId);
    expect(videos.filter((v) => v.publicEmbed === true)).toHaveLength(1);
    const privateOnes = videos.filter((v) => v.private === true);
    expect(privateOnes).toHaveLength(1);
    expect(privateOnes[0]?.publicEmbed ?? false).toBe(false);
  });

  it.each(tenantIds)('%s: its videos live in its own channels', (orgId) => {
    for (const video of DEMO_VIDEOS.filter((v) => v.orgId === orgId)) {
      const channel = DEMO_CHANNELS.find((c) => c.channelId === video.channelId);
      expect(channel?.orgId, video.videoId).toBe(orgId);
    }
  });

  it('every video: three chapters with English and Danish titles and manuscripts, subtitles in both', () => {
    for (const video of DEMO_VIDEOS) {
      expect(video.chapters, video.videoId).toHaveLength(3);
      expect(video.chapters[0]?.startSeconds).toBe(0);
      for (const [i, chapter] of video.chapters.entries()) {
        if (i > 0) expect(chapter.startSeconds).toBe(video.chapters[i - 1]?.endSeconds);
        for (const language of DEMO_SUBTITLE_LANGUAGES) {
          expect(chapter.title[language].trim(), `${video.videoId} ${language}`).not.toBe('');
          expect(chapter.manuscript[language].trim()).not.toBe('');
        }
        // Danish is a translation, not a copy of the English manuscript.
        expect(chapter.manuscript.da).not.toBe(chapter.manuscript['en-us']);
      }
      for (const language of DEMO_SUBTITLE_LANGUAGES) {
        const cues = demoVtt(video, language).match(/-->/g) ?? [];
        expect(cues.length, `${video.videoId} ${language}`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('every video that is not private has chapter links, each at the start of one of its chapters', () => {
    for (const video of DEMO_VIDEOS) {
      if (!video.private) expect(video.links.length, video.videoId).toBeGreaterThanOrEqual(1);
      for (const link of video.links) {
        expect(
          video.chapters.map((c) => c.startSeconds),
          video.videoId,
        ).toContain(link.startSeconds);
        expect(link.url).toMatch(/^https:\/\//);
        expect(link.title.trim()).not.toBe('');
      }
    }
    for (const orgId of tenantIds) {
      expect(DEMO_VIDEOS.some((v) => v.orgId === orgId && v.links.length > 0)).toBe(true);
    }
  });

  it('every video is 20–40 s and its chapters cover it to the end', () => {
    for (const video of DEMO_VIDEOS) {
      expect(video.durationSeconds).toBeGreaterThanOrEqual(20);
      expect(video.durationSeconds).toBeLessThanOrEqual(40);
      expect(video.chapters.at(-1)?.endSeconds).toBe(video.durationSeconds);
    }
  });

  it('track items: videos of the same tenant, unique positions, no position taken by a seeded sub-track', () => {
    for (const track of DEMO_VIDEO_TRACKS) {
      const positions = track.videos.map((v) => v.position);
      expect(new Set(positions).size, track.trackId).toBe(positions.length);
      for (const item of track.videos) {
        expect(DEMO_VIDEOS.find((v) => v.videoId === item.videoId)?.orgId, item.videoId).toBe(track.orgId);
      }
      DEMO_TRACKS.forEach((sub, index) => {
        if (sub.parentTrackId === track.trackId) expect(positions).not.toContain(index);
      });
      expect(DEMO_CHANNELS.find((c) => c.channelId === track.channelId)?.orgId).toBe(track.orgId);
    }
  });

  it('every channel shared into another organization holds demo videos (what the README promises plays)', () => {
    const shared = DEMO_CHANNELS.filter((c) => (c.sharedWithOrgs ?? []).length > 0);
    expect(shared.map((c) => c.channelId)).toEqual(
      expect.arrayContaining([
        'ch-globex-supply-chain',
        'ch-studio-video-best-practices',
        'ch-acme-sales-enablement',
      ]),
    );
    for (const { channelId } of shared) {
      expect(DEMO_VIDEOS.filter((v) => v.channelId === channelId).length, channelId).toBeGreaterThanOrEqual(
        1,
      );
    }
  });

  it("the README's search example 'ambolte' is said in one demo video only (the e2e expects one hit)", () => {
    const saying = DEMO_VIDEOS.filter((v) => v.chapters.some((c) => /ambolte/i.test(c.manuscript.da)));
    expect(saying.map((v) => v.humanId)).toEqual(['acmewelcome']);
  });

  it('ids and humanIds are unique', () => {
    expect(new Set(DEMO_VIDEOS.map((v) => v.videoId)).size).toBe(DEMO_VIDEOS.length);
    expect(new Set(DEMO_VIDEOS.map((v) => v.humanId)).size).toBe(DEMO_VIDEOS.length);
    expect(DEMO_VIDEOS.every((v) => /^[a-z0-9]+$/.test(v.humanId))).toBe(true);
  });
});

describe('the spoken demo video (issue 12: "one video whose subtitles came from transcription")', () => {
  it('speaks a recording of the seed, carries no seeded texts and lives in its tenant’s channel', () => {
    expect(SPOKEN_DEMO_VIDEOS.length).toBeGreaterThanOrEqual(1);
    for (const video of SPOKEN_DEMO_VIDEOS) {
      expect(existsSync(path.join(REPO, 'infra/local/seed/assets', video.speech ?? '')), video.videoId).toBe(
        true,
      );
      expect(video.chapters).toEqual([]);
      expect(DEMO_CHANNELS.find((c) => c.channelId === video.channelId)?.orgId).toBe(video.orgId);
      const args = demoSourceArgs(video, null, 'out.mp4');
      expect(args[args.indexOf('-i') + 1]).toMatch(/assets\/safety-briefing\.ogg$/);
      expect(args.join(' ')).not.toContain('sine=');
    }
    expect(new Set(ALL_DEMO_VIDEOS.map((v) => v.humanId)).size).toBe(ALL_DEMO_VIDEOS.length);
  });
});

describe('TUBES_DEMO_MEDIA: which demo videos a start generates and transcodes', () => {
  it('unset, empty or "all": every demo video; "none": none', () => {
    expect(selectDemoVideos(undefined)).toBe(ALL_DEMO_VIDEOS);
    expect(selectDemoVideos('')).toBe(ALL_DEMO_VIDEOS);
    expect(selectDemoVideos(' all ')).toBe(ALL_DEMO_VIDEOS);
    expect(ALL_DEMO_VIDEOS).toEqual([...DEMO_VIDEOS, ...SPOKEN_DEMO_VIDEOS]);
    expect(selectDemoVideos('none')).toEqual([]);
  });

  it('a comma list of tenants, humanIds and video ids, in the seed order', () => {
    expect(selectDemoVideos('acmewelcome').map((v) => v.videoId)).toEqual(['video-acme-welcome']);
    expect(selectDemoVideos('globexreceiving, video-acme-welcome').map((v) => v.humanId)).toEqual([
      'acmewelcome',
      'globexreceiving',
    ]);
    const studio = selectDemoVideos('studio');
    expect(studio.length).toBe(DEMO_VIDEOS.filter((v) => v.orgId === 'studio').length);
    expect(studio.every((v) => v.orgId === 'studio')).toBe(true);
  });

  it('an unknown name is an error that names it', () => {
    expect(() => selectDemoVideos('acmewelcome,nosuchvideo')).toThrow(/nosuchvideo/);
  });

  it('the e2e platform transcodes every seeded demo video an e2e spec opens at /video/{humanId}', () => {
    const env = (playwrightConfig.webServer as { env?: Record<string, string> } | undefined)?.env ?? {};
    const selected = new Set(selectDemoVideos(env.TUBES_DEMO_MEDIA).map((v) => v.humanId));
    expect(selected.size).toBeLessThan(DEMO_VIDEOS.length);
    const dir = path.join(REPO, 'test/e2e');
    const played = new Set<string>();
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.spec.ts'))) {
      const text = readFileSync(path.join(dir, file), 'utf8');
      for (const [, humanId] of text.matchAll(/\/video\/([a-z0-9]+)/g)) {
        if (DEMO_VIDEOS.some((v) => v.humanId === humanId)) played.add(humanId as string);
      }
    }
    expect(played).toContain('acmewelcome');
    for (const humanId of played) expect(selected, humanId).toContain(humanId);
  });
});
