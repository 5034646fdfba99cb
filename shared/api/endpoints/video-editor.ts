/**
 * The editor (issue 12; spec 2 §2 editing tabs effects, manuscript, quick-guide, links): one read of a
 * version's rendering data in every language, and one save of a language's whole rendering data with
 * the revision it started from (autosave; a save that another save overtook is refused with 409 and
 * nothing is written: docs/decisions.md "The editor"). Only those who may change the video (the
 * studio's rule, functions/core/access/editable-video.ts) read or save.
 */
import * as z from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { languageSchema } from '../schemas.js';
import { renderingDataSchema } from './rendering.js';

/** Answer of a save whose revision is not the stored one (another tab or editor saved first). */
export const EDITOR_CONFLICT_MESSAGE =
  'This version was saved elsewhere since you opened it (another tab or another editor). Your changes are kept: load the saved version, or keep your changes and save them over it.';

/** A language's rendering data as the editor loads it, with the revision a save must name. */
export const editorLanguageSchema = z.object({
  renderingData: renderingDataSchema,
  /** 0 before the first save. */
  revision: z.number().int().min(0),
  updatedAt: z.string().optional(),
});
export type EditorLanguage = z.infer<typeof editorLanguageSchema>;

export const editorDataSchema = z.object({
  videoId: z.string(),
  version: z.number(),
  masterLanguage: z.string(),
  /** Length of the version's playable rendition in the master language (else the video's), seconds. */
  durationSeconds: z.number(),
  /** Every language with rendering data or a rendition of this version; the master language first. */
  languages: z.array(editorLanguageSchema),
});
export type EditorData = z.infer<typeof editorDataSchema>;

const versionParams = z.object({
  videoId: z.string().min(1).max(80),
  version: z.coerce.number().int().min(1).max(9999),
});

export const getEditorData = defineEndpoint({
  id: 'getEditorData',
  method: 'GET',
  path: '/studio/videos/{videoId}/{version}/rendering',
  group: 'query',
  access: 'member',
  summary: "The editor's read: a version's chapters, effects, manuscripts, links and trim in every language.",
  params: versionParams,
  response: editorDataSchema,
});

export const saveRenderingData = defineEndpoint({
  id: 'saveRenderingData',
  method: 'PUT',
  path: '/studio/videos/{videoId}/{version}/rendering/{language}',
  group: 'command',
  access: 'member',
  summary:
    "The editor's save: a language's whole rendering data, refused (409) when another save came after `revision`.",
  params: versionParams.extend({ language: languageSchema }),
  body: z.object({
    /** The revision the edit started from (getEditorData's, or the previous save's answer). */
    revision: z.number().int().min(0),
    renderingData: renderingDataSchema.omit({ language: true }),
  }),
  response: z.object({ revision: z.number(), updatedAt: z.string() }),
});
