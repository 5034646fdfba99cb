import * as api from '#shared/api/endpoints/voice-over.js';
import { commandHandler } from '../core/http/command.js';
import { generateVoiceOver } from './voice-over-commands/generate.js';
import { deleteVoiceOver, recordingUploadUrl } from './voice-over-commands/recordings.js';
import { renderVoiceOvers } from './voice-over-commands/render.js';

/** One function per command type of the studio's voice-over section (shared/api/endpoints/voice-over.ts). */
export const handler = commandHandler(api.voiceOverCommand, {
  generateVoiceOver,
  recordingUploadUrl,
  deleteVoiceOver,
  renderVoiceOvers,
});
