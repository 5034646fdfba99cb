/**
 * The original a version × language was transcoded from, as the jobs that work from it read it (a render,
 * the quick guide's stills): its uploads-bucket key and its length (its transcode's output, not the
 * rendition's: after a render the rendition plays the trimmed result, while chapter times and every new
 * render stay on the original's timeline). null while the rendition has not completed.
 */
import { videoData } from '../data/video-data.js';

export interface Original {
  source: string;
  seconds: number;
}

export async function originalOf(
  orgId: string,
  videoId: string,
  version: number,
  language: string,
): Promise<Original | null> {
  const data = videoData(orgId);
  const rendition = (await data.renditions(videoId)).find(
    (r) => r.version === version && r.language === language,
  );
  if (!rendition?.source || rendition.status !== 'completed' || !rendition.durationMs) return null;
  const transcode = (await data.jobs(videoId))
    .filter(
      (j) =>
        j.version === version &&
        j.language === language &&
        j.status === 'completed' &&
        j.source === rendition.source,
    )
    .at(-1);
  return { source: rendition.source, seconds: (transcode?.durationMs ?? rendition.durationMs) / 1000 };
}
