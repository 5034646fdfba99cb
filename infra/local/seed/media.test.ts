/**
 * The demo videos (issue 4 "Demo content"): every tenant has 20–40 s videos with English and Danish
 * subtitle chapters and links, a public-embed one and a private one, tracks of real videos (acme's
 * with 6+ items), a mandatory track; the generated sources and subtitles are what the seed uploads.
 */
import { describe, expect, it } from 'vitest';
import { renderingDataSchema } from '#shared/api/endpoints/rendering.js';
import { parseSubtitleKey, subtitleKey } from '../../../functions/media/subtitles.js';
import { DEMO_SOURCE, DEMO_VIDEO_TRACKS, DEMO_VIDEOS, demoSourceArgs, demoVtt } from './media.js';
import { toWebVtt } from '../emulators/mediaconvert/hls-subtitles.js';

const TENANTS = ['acme', 'globex', 'studio'];

describe('demo video content', () => {
  it.each(TENANTS)('%s has a public-embed video, a private one, and a mandatory track', (orgId) => {
    const videos = DEMO_VIDEOS.filter((v) => v.orgId === orgId);
    expect(videos.filter((v) => v.publicEmbed)).toHaveLength(1);
    expect(videos.filter((v) => v.private)).toHaveLength(1);
    expect(videos.some((v) => v.publicEmbed && v.private)).toBe(false);
    expect(DEMO_VIDEO_TRACKS.some((t) => t.orgId === orgId && t.mandatory)).toBe(true);
  });

  it('every video is 20–40 s with valid en-us and da rendering data inside its length', () => {
    for (const video of DEMO_VIDEOS) {
      expect(video.durationSeconds).toBeGreaterThanOrEqual(20);
      expect(video.durationSeconds).toBeLessThanOrEqual(40);
      for (const language of ['en-us', 'da'] as const) {
        const parsed = renderingDataSchema.safeParse({
          language,
          subtitles: {
            chapters: video.chapters.map((c) => ({
              startSeconds: c.startSeconds,
              endSeconds: c.endSeconds,
              title: c.title[language],
              manuscript: c.manuscript[language],
            })),
          },
          links: video.links,
        });
        expect(parsed.success, `${video.videoId} ${language}`).toBe(true);
      }
      expect(video.chapters.at(-1)?.endSeconds).toBeLessThanOrEqual(video.durationSeconds);
      expect(video.links.every((l) => l.startSeconds < video.durationSeconds)).toBe(true);
    }
    expect(new Set(DEMO_VIDEOS.map((v) => v.humanId)).size).toBe(DEMO_VIDEOS.length);
  });

  it("tracks hold their channel's demo videos; acme's onboarding track has 6+ items", () => {
    for (const track of DEMO_VIDEO_TRACKS) {
      for (const item of track.videos) {
        const video = DEMO_VIDEOS.find((v) => v.videoId === item.videoId);
        expect(video?.orgId, item.videoId).toBe(track.orgId);
      }
    }
    const onboarding = DEMO_VIDEO_TRACKS.find((t) => t.trackId === 'track-acme-onboarding-essentials');
    // Its sub-track "Your first week" (seed.ts) is the 6th item.
    expect((onboarding?.videos.length ?? 0) + 1).toBeGreaterThanOrEqual(6);
  });
});

describe('generated media', () => {
  const welcome = DEMO_VIDEOS[0]!;

  it('subtitles: every manuscript sentence is a cue inside its chapter, valid WebVTT', () => {
    const vtt = demoVtt(welcome, 'da');
    expect(toWebVtt(vtt, 'WEBVTT')).toBe(vtt);
    expect(vtt).toContain(
      '00:00:08.000 --> 00:00:11.800\nVi bygger raketter, ambolte og andre pålidelige dimser.',
    );
    expect(vtt.match(/-->/g)).toHaveLength(6);
  });

  it('sources: ≤720p, ultrafast, the title card with the name, the pattern and a tone', () => {
    const args = demoSourceArgs(welcome, '/tmp/title.txt', '/tmp/out.mp4');
    expect(DEMO_SOURCE.height).toBeLessThanOrEqual(720);
    expect(args).toContain('ultrafast');
    const graph = args[args.indexOf('-filter_complex') + 1] ?? '';
    expect(graph).toContain("drawtext=textfile='/tmp/title.txt'");
    expect(graph).toContain('testsrc2=');
    expect(graph).toContain(`sine=f=${welcome.tone}`);
    expect(args.slice(-3)).toEqual(['-movflags', '+faststart', '/tmp/out.mp4']);
    expect(demoSourceArgs(welcome, null, '/tmp/out.mp4').join(' ')).not.toContain('drawtext');
  });

  it('sidecar keys name the subtitle language next to the original', () => {
    const key = subtitleKey(
      { orgId: 'acme', videoId: 'video-acme-welcome', version: 1, language: 'en-us' },
      'da',
      'vtt',
    );
    expect(key).toBe('uploads/acme/video-acme-welcome/1/en-us/subtitles/da.vtt');
    expect(parseSubtitleKey(key)).toEqual({ language: 'da', extension: 'vtt' });
    expect(parseSubtitleKey('uploads/acme/v/1/en-us/subtitles/xx.vtt')).toBeNull();
    expect(parseSubtitleKey('uploads/acme/v/1/en-us/clip.mp4')).toBeNull();
  });
});
