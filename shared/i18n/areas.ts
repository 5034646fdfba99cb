/**
 * The areas the UI texts are split into: one JSON file per area and language
 * (shared/i18n/<language>/<area>.json), so features grow their texts independently. Keys are unique
 * across the areas of a language.
 */
export const DICTIONARY_AREA_NAMES = [
  'core',
  'auth',
  'shell',
  'video',
  'channels',
  'add-video',
  'support',
  'embed',
  'profile',
  'lists',
  'notifications',
  'search',
  'embed-share',
  'users',
  'tracks-admin',
  'settings-admin',
  'reports',
  'channels-admin',
  'videos-admin',
  'channel-settings',
  'sso',
  'sso-oidc',
  'studio',
  'channel-mandatory',
  'video-attachments',
  'playlist-sharing',
  'render',
  'video-lifecycle',
  'video-editor',
  'transcription',
  'studio-sections',
  'list-controls',
  'task-chat',
  'video-review',
  'production',
  'video-translation',
  'training-admin',
  'finance',
] as const;

export type DictionaryArea = (typeof DICTIONARY_AREA_NAMES)[number];
export type Dictionary = Record<string, string>;
/** A language's texts by area; a language not translated yet has none. */
export type LanguageAreas = Partial<Record<DictionaryArea, Dictionary>>;
