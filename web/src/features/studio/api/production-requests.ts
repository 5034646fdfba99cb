/** The studio's request for the operator's production team (POST /requestVideoService). */
import { api } from '#shared/api';
import type { VideoServiceRequestInput } from '#shared/api/endpoints/production-orders';
import { request } from '../../../lib/api-client';

export function requestVideoService(input: VideoServiceRequestInput) {
  return request(api.requestVideoService, { body: input });
}
