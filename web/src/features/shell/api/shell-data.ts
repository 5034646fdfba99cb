import { api } from '#shared/api';
import type { UiLanguage } from '#shared/domain/languages';
import { request } from '../../../lib/api-client';

export function savePreferredLanguage(language: UiLanguage) {
  return request(api.userCommand, { body: { type: 'updatePreferredLanguage', payload: { language } } });
}

export function saveCountry(country: string) {
  return request(api.userCommand, { body: { type: 'updateUserProfile', payload: { country } } });
}

/** Pages visited (spec 2 §3 user analytics); a failure is not the user's concern. */
export function reportPageVisited(path: string): void {
  request(api.postUserAnalytics, { body: { type: 'pageVisited', path } }).catch(() => undefined);
}
