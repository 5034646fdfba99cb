import { api } from '../../../../../shared/api';
import type { UiLanguage } from '../../../../../shared/domain/languages';
import { request } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

/** The channels the user can see in the active organization (read action: menus and home). */
export function useChannels(enabled: boolean) {
  return useApi(api.listChannels, enabled ? { query: { action: 'read' } } : null);
}

/** Followed channels, tracks and videos: the sidebar's subscriptions. */
export function useFollowData(enabled: boolean) {
  return useApi(api.getUserFollowingData, enabled ? {} : null);
}

export function savePreferredLanguage(language: UiLanguage) {
  return request(api.userCommand, { body: { type: 'updatePreferredLanguage', payload: { language } } });
}

export function saveCountry(country: string) {
  return request(api.userCommand, { body: { type: 'updateUserProfile', payload: { country } } });
}
