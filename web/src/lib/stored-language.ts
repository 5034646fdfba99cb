/**
 * The UI language this browser chose (spec 1 §9: "Language is stored in browser storage"), and its
 * dictionary asked for early: free of i18next and React, so the boot (app/boot-requests.ts) can ask
 * for the dictionary while those still load.
 */
import { api } from '#shared/api';
import { DEFAULT_LANGUAGE, isUiLanguage, type UiLanguage } from '#shared/domain/languages';
import { askEarly } from './api-client';
import { storage } from './storage';

export const LANGUAGE_STORAGE_KEY = 'language';

export function storedLanguage(): UiLanguage {
  const value = storage.get(LANGUAGE_STORAGE_KEY);
  return value && isUiLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** GET /language for the stored language, as i18n's backend asks for it (lib/i18n.ts). */
export function askForDictionaryEarly(): void {
  void askEarly(api.getLanguage, { query: { language: storedLanguage() } });
}
