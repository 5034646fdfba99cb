import * as api from '#shared/api/endpoints/organization.js';
import { httpHandler } from '../core/http/pipeline.js';
import { dictionaryFor } from '../core/domain/dictionaries.js';

/** Spec 1 §7: "GET /language | language | lang, data (translation) with fallback to en-us". */
export const handler = httpHandler(api.getLanguage, async ({ query }) => ({
  lang: query.language,
  data: dictionaryFor(query.language),
}));
