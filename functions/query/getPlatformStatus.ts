import * as api from '#shared/api/endpoints/platform.js';
import { httpHandler } from '../core/http/pipeline.js';
import { platformStatus } from '../core/data/platform-data.js';

export const handler = httpHandler(api.getPlatformStatus, async () => platformStatus());
