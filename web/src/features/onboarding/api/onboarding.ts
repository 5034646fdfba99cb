import { api } from '#shared/api';
import type { UiLanguage } from '#shared/domain/languages';
import type { ProfileDetails } from '#shared/domain/profile';
import { request } from '../../../lib/api-client';
import { uploadPicture } from '../../../lib/picture-upload';

export function savePreferredLanguage(language: UiLanguage) {
  return request(api.userCommand, { body: { type: 'updatePreferredLanguage', payload: { language } } });
}

export function saveDetails(changes: Partial<ProfileDetails>) {
  return request(api.userCommand, { body: { type: 'updateUserProfile', payload: changes } });
}

export function completeConfiguration() {
  return request(api.userCommand, {
    body: { type: 'completeUserConfigurationStatus', payload: { isConfigurationCompleted: true } },
  });
}

/** "Done on step 3 uploads the picture": generic signed upload, then the key saved as profilePic. */
export async function uploadAndSavePicture(file: File): Promise<void> {
  const profilePic = await uploadPicture(file);
  await request(api.userCommand, { body: { type: 'updateUserProfile', payload: { profilePic } } });
}
