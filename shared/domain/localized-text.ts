/**
 * Texts in the reader's language (issue 14: "the player, lists, search and embeds show each user's
 * language with fallback to the master language"). A video keeps its published translations' titles and
 * a track its name and description per language; a reader gets theirs, else the same written language
 * (es-mx reads es-es), else the master's own.
 */
export interface TranslatedText {
  language: string;
  name: string;
  description?: string | undefined;
}

/** The entry for `reader` among `translations`: the same code, else the same primary subtag; undefined otherwise. */
export function translationFor<T extends { language: string }>(
  translations: readonly T[] | undefined,
  reader: string | null | undefined,
): T | undefined {
  if (!reader || !translations?.length) return undefined;
  const code = reader.toLowerCase();
  const primary = code.split('-')[0];
  return (
    translations.find((t) => t.language.toLowerCase() === code) ??
    translations.find((t) => t.language.toLowerCase().split('-')[0] === primary)
  );
}

/** A name (and description) in the reader's language, else the master's. */
export function localizedText<M extends { name: string; description?: string | undefined }>(
  master: M,
  translations: readonly TranslatedText[] | undefined,
  reader: string | null | undefined,
): { name: string; description: string | undefined } {
  const found = translationFor(translations, reader);
  return {
    name: found?.name || master.name,
    description: found?.description || master.description,
  };
}
