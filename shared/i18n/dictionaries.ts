/**
 * The UI dictionaries the server serves from GET /language. Texts live in one file per area and
 * language (shared/i18n/<lang>/<area>.json) so features can grow their texts independently; keys are
 * unique across areas. English is complete; other languages hold what has been translated, and every
 * missing key falls back to en-us (spec 1 §9).
 */
import type { UiLanguage } from '../domain/languages.js';
import { DEFAULT_LANGUAGE } from '../domain/languages.js';
import enUsCore from './en-us/core.json' with { type: 'json' };
import enUsAuth from './en-us/auth.json' with { type: 'json' };
import enUsShell from './en-us/shell.json' with { type: 'json' };
import enUsVideo from './en-us/video.json' with { type: 'json' };
import enUsChannels from './en-us/channels.json' with { type: 'json' };
import daCore from './da/core.json' with { type: 'json' };
import daAuth from './da/auth.json' with { type: 'json' };
import daShell from './da/shell.json' with { type: 'json' };
import daVideo from './da/video.json' with { type: 'json' };
import daChannels from './da/channels.json' with { type: 'json' };
import deCore from './de/core.json' with { type: 'json' };
import deAuth from './de/auth.json' with { type: 'json' };
import deShell from './de/shell.json' with { type: 'json' };
import deVideo from './de/video.json' with { type: 'json' };
import deChannels from './de/channels.json' with { type: 'json' };
import enUsAddVideo from './en-us/add-video.json' with { type: 'json' };
import daAddVideo from './da/add-video.json' with { type: 'json' };
import deAddVideo from './de/add-video.json' with { type: 'json' };
import enUsSupport from './en-us/support.json' with { type: 'json' };
import daSupport from './da/support.json' with { type: 'json' };
import deSupport from './de/support.json' with { type: 'json' };
import enUsEmbed from './en-us/embed.json' with { type: 'json' };
import daEmbed from './da/embed.json' with { type: 'json' };
import deEmbed from './de/embed.json' with { type: 'json' };
import enUsProfile from './en-us/profile.json' with { type: 'json' };
import daProfile from './da/profile.json' with { type: 'json' };
import deProfile from './de/profile.json' with { type: 'json' };
import enUsLists from './en-us/lists.json' with { type: 'json' };
import daLists from './da/lists.json' with { type: 'json' };
import deLists from './de/lists.json' with { type: 'json' };
import enUsNotifications from './en-us/notifications.json' with { type: 'json' };
import daNotifications from './da/notifications.json' with { type: 'json' };
import deNotifications from './de/notifications.json' with { type: 'json' };
import enUsSearch from './en-us/search.json' with { type: 'json' };
import daSearch from './da/search.json' with { type: 'json' };
import deSearch from './de/search.json' with { type: 'json' };
import enUsEmbedShare from './en-us/embed-share.json' with { type: 'json' };
import daEmbedShare from './da/embed-share.json' with { type: 'json' };
import deEmbedShare from './de/embed-share.json' with { type: 'json' };

export type Dictionary = Record<string, string>;

/** Area files per language, in a fixed order. */
export const DICTIONARY_AREAS: Partial<Record<UiLanguage, Record<string, Dictionary>>> = {
  'en-us': {
    core: enUsCore,
    auth: enUsAuth,
    shell: enUsShell,
    video: enUsVideo,
    channels: enUsChannels,
    'add-video': enUsAddVideo,
    support: enUsSupport,
    embed: enUsEmbed,
    profile: enUsProfile,
    lists: enUsLists,
    notifications: enUsNotifications,
    search: enUsSearch,
    'embed-share': enUsEmbedShare,
  },
  da: {
    core: daCore,
    auth: daAuth,
    shell: daShell,
    video: daVideo,
    channels: daChannels,
    'add-video': daAddVideo,
    support: daSupport,
    embed: daEmbed,
    profile: daProfile,
    lists: daLists,
    notifications: daNotifications,
    search: daSearch,
    'embed-share': daEmbedShare,
  },
  de: {
    core: deCore,
    auth: deAuth,
    shell: deShell,
    video: deVideo,
    channels: deChannels,
    'add-video': deAddVideo,
    support: deSupport,
    embed: deEmbed,
    profile: deProfile,
    lists: deLists,
    notifications: deNotifications,
    search: deSearch,
    'embed-share': deEmbedShare,
  },
};

/** A language's own texts, without fallback (empty for languages not translated yet). */
export function translatedTexts(language: UiLanguage): Dictionary {
  return Object.assign({}, ...Object.values(DICTIONARY_AREAS[language] ?? {})) as Dictionary;
}

/** The dictionary for a language: its own texts over the complete English set. */
export function dictionaryFor(language: UiLanguage): Dictionary {
  const base = translatedTexts(DEFAULT_LANGUAGE);
  if (language === DEFAULT_LANGUAGE) return base;
  return { ...base, ...translatedTexts(language) };
}

/** Languages with their own (possibly partial) translation. */
export const TRANSLATED_LANGUAGES = Object.keys(DICTIONARY_AREAS) as UiLanguage[];
