import { api, type IMAGE_UPLOAD_EXTENSIONS } from '#shared/api';
import { fileExtension } from '#shared/domain/profile';
import { ApiError, request } from './api-client';

const CONTENT_TYPES: Record<(typeof IMAGE_UPLOAD_EXTENSIONS)[number], string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/**
 * Spec 1 §7 POST /getGenericS3UploadSignedUrl "signedUrl, s3Path; then PUT of the file to signedUrl with
 * its content type". Answers the object key (what the profile stores as profilePic). The caller has
 * checked that the file is an image (shared/domain/profile.ts isImageFile).
 */
export async function uploadPicture(file: File): Promise<string> {
  const ext = fileExtension(file.name) as (typeof IMAGE_UPLOAD_EXTENSIONS)[number];
  const { signedUrl, s3Path } = await request(api.getGenericS3UploadSignedUrl, { body: { fileExt: ext } });
  let response: Response;
  try {
    response = await fetch(signedUrl, {
      method: 'PUT',
      body: file,
      headers: { 'content-type': CONTENT_TYPES[ext] },
    });
  } catch {
    throw new ApiError(0, { message: 'Failed to fetch' }, 'network', 'getGenericS3UploadSignedUrl');
  }
  if (!response.ok) {
    throw new ApiError(response.status, { message: 'The picture could not be uploaded' }, 'server', 'upload');
  }
  return s3Path;
}
