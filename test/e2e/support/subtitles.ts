/**
 * Subtitle sidecars for e2e clips: WebVTT files put next to an upload before its original
 * (`uploads/<orgId>/<videoId>/<version>/<language>/subtitles/<subtitleLanguage>.vtt`, README "Demo
 * videos"), so the local pipeline packages them as HLS subtitle renditions. Written straight to the
 * test platform's uploads bucket (s3rver), as an uploader's tool would.
 */
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { E2E_PORTS } from '../../../playwright.config';

/** infra/local/config.ts UPLOADS_BUCKET. */
const UPLOADS_BUCKET = 'tubes-uploads';

/** A WebVTT file with one cue per text, each `seconds` long, from 0 s. */
export function webVtt(texts: readonly string[], seconds = 2): string {
  const time = (s: number) => `00:00:${String(s).padStart(2, '0')}.000`;
  const cues = texts.map((text, i) => `${time(i * seconds)} --> ${time((i + 1) * seconds)}\n${text}`);
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

/** Puts `vtt` as the `subtitleLanguage` sidecar of version 1 (master language `language`). */
export async function uploadSubtitleSidecar(
  target: { orgId: string; videoId: string; language?: string; version?: number },
  subtitleLanguage: string,
  vtt: string,
): Promise<void> {
  const { orgId, videoId, language = 'en-us', version = 1 } = target;
  const s3 = new S3Client({
    endpoint: `http://localhost:${E2E_PORTS.TUBES_S3_PORT}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    // s3rver stores aws-chunked framing otherwise (docs: toolchain).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  try {
    await s3.send(
      new PutObjectCommand({
        Bucket: UPLOADS_BUCKET,
        Key: `uploads/${orgId}/${videoId}/${version}/${language}/subtitles/${subtitleLanguage}.vtt`,
        Body: vtt,
        ContentType: 'text/vtt',
      }),
    );
  } finally {
    s3.destroy();
  }
}
