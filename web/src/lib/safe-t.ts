import i18next from 'i18next';

/**
 * Translation for screens that can appear before the dictionary is loaded (splash, startup errors):
 * the dictionary's text once available, otherwise the English text given here.
 */
export function safeT(key: string, english: string): string {
  return i18next.isInitialized && i18next.exists(key) ? i18next.t(key) : english;
}
