/**
 * The upload-files tab's pure parts: which picked files may be uploaded (the contract's rules, said
 * before any request), how a size reads, and the steps of one file's upload.
 */
import { ATTACHMENTS_PER_VIDEO_MAX, attachmentFileRefusal } from '#shared/api/endpoints/video-attachments';

export interface PickedFile {
  name: string;
  size: number;
}

/** Each picked file with why it is refused (null: it may be uploaded), within the per-video limit. */
export function checkPicked<F extends PickedFile>(
  files: readonly F[],
  alreadyAttached: number,
): { file: F; refusal: string | null }[] {
  let room = ATTACHMENTS_PER_VIDEO_MAX - alreadyAttached;
  return files.map((file) => {
    const refusal = attachmentFileRefusal(file);
    if (refusal) return { file, refusal };
    if (room <= 0) return { file, refusal: 'too-many' };
    room -= 1;
    return { file, refusal: null };
  });
}

/** One file's upload: requested, sent (with progress), confirmed; or failed with the reason. */
export type UploadStep =
  | { step: 'requesting' }
  | { step: 'sending'; percent: number }
  | { step: 'confirming' }
  | { step: 'done' }
  | { step: 'failed'; message: string };

export type UploadEvent =
  | { type: 'requested' }
  | { type: 'progress'; loaded: number; total: number }
  | { type: 'sent' }
  | { type: 'confirmed' }
  | { type: 'failed'; message: string };

export function nextStep(current: UploadStep, event: UploadEvent): UploadStep {
  if (current.step === 'done' || current.step === 'failed') return current;
  switch (event.type) {
    case 'requested':
      return current.step === 'requesting' ? { step: 'sending', percent: 0 } : current;
    case 'progress':
      return current.step === 'sending'
        ? {
            step: 'sending',
            percent: event.total > 0 ? Math.min(100, Math.round((event.loaded / event.total) * 100)) : 0,
          }
        : current;
    case 'sent':
      return current.step === 'sending' ? { step: 'confirming' } : current;
    case 'confirmed':
      return current.step === 'confirming' ? { step: 'done' } : current;
    case 'failed':
      return { step: 'failed', message: event.message };
  }
}
