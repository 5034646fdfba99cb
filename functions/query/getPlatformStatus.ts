import { api } from '#shared/api/index.js';
import { httpHandler } from '../core/http/pipeline.js';
import { platformStatus } from '../core/data/platform-data.js';

export const handler = httpHandler(api.getPlatformStatus, async () => platformStatus());
