import { api } from '#shared/api';
import type { ProfileDetails } from '#shared/domain/profile';
import type { OptionalMailCategory } from '#shared/domain/mail';
import { request } from '../../../lib/api-client';

export { uploadPicture } from '../../../lib/picture-upload';

export function saveProfile(changes: Partial<ProfileDetails> & { profilePic?: string }) {
  return request(api.userCommand, { body: { type: 'updateUserProfile', payload: changes } });
}

export function saveTooltipPreference(disabled: boolean) {
  return request(api.userCommand, { body: { type: 'updateTooltipPopupPreference', payload: { disabled } } });
}

export function saveMailPreferences(optOuts: readonly OptionalMailCategory[]) {
  return request(api.userCommand, {
    body: { type: 'updateMailPreferences', payload: { optOuts: [...optOuts] } },
  });
}
