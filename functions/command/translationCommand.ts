import * as api from '#shared/api/endpoints/video-translation.js';
import { commandHandler } from '../core/http/command.js';
import { requestTranslation } from './translation-commands/request-translation.js';
import { saveTranslationTexts } from './translation-commands/save-texts.js';
import {
  deleteTranslation,
  publishTranslation,
  unpublishTranslation,
} from './translation-commands/publication.js';

/** One function per command type of the studio's translations section (shared/api/endpoints/video-translation.ts). */
export const handler = commandHandler(api.translationCommand, {
  requestTranslation,
  saveTranslationTexts,
  publishTranslation,
  unpublishTranslation,
  deleteTranslation,
});
