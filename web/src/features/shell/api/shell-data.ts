import { api } from '#shared/api';
import type { UiLanguage } from '#shared/domain/languages';
import { request } from '../../../lib/api-client';

export function savePreferredLanguage(language: UiLanguage) {
  return request(api.userCommand, { body: { type: 'updatePreferredLanguage', payload: { language } } });
}

export function saveCountry(country: string) {
  return request(api.userCommand, { body: { type: 'updateUserProfile', payload: { country } } });
}
