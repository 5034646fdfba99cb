/**
 * An image file checked in the browser before its presigned upload (branding images, a video's
 * thumbnail): type and size first (no need to decode a file of the wrong kind), then its decoded
 * dimensions; the answer is a dictionary key with its values. The limits and checks are
 * shared/domain/branding.ts, the ones the server runs on the stored object.
 */
import {
  imageDimensionsProblem,
  imageFileProblem,
  type BrandingImageKind,
  type ImageLimits,
  type ImageProblem,
} from '#shared/domain/branding';

/** A message key and its values, for `t(key, values)`. */
export interface Message {
  key: string;
  values?: Record<string, string | number>;
}

export function imageProblemMessage(problem: ImageProblem): Message {
  switch (problem.code) {
    case 'type':
      return { key: 'settings-admin-image-type' };
    case 'empty':
      return { key: 'settings-admin-image-empty' };
    case 'size':
      return { key: 'settings-admin-image-size', values: { max: problem.maxMb } };
    case 'small':
      return { key: 'settings-admin-image-small', values: { width: problem.width, height: problem.height } };
    case 'large':
      return { key: 'settings-admin-image-large', values: { width: problem.width, height: problem.height } };
  }
}

/** Why `file` may not be uploaded as a `kind` image (or one of `limits`), or null. */
export async function checkImage(
  kind: BrandingImageKind | ImageLimits,
  file: File,
  dimensionsOf: (file: File) => Promise<{ width: number; height: number }>,
): Promise<Message | null> {
  const fileProblem = imageFileProblem(kind, file);
  if (fileProblem) return imageProblemMessage(fileProblem);
  let size: { width: number; height: number };
  try {
    size = await dimensionsOf(file);
  } catch {
    return { key: 'settings-admin-image-unreadable' };
  }
  const sizeProblem = imageDimensionsProblem(kind, size);
  return sizeProblem ? imageProblemMessage(sizeProblem) : null;
}

/** The decoded size of an image file (the browser's image decoder). */
export function imageDimensionsOf(file: File): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const img = new window.Image();
    img.onload = () => {
      resolve({ width: img.naturalWidth, height: img.naturalHeight });
      URL.revokeObjectURL(url);
    };
    img.onerror = () => {
      reject(new Error('not an image'));
      URL.revokeObjectURL(url);
    };
    img.src = url;
  });
}
