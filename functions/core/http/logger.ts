import { env } from './env.js';
import { Logger } from '@aws-lambda-powertools/logger';

/** One structured JSON logger per Lambda; the pipeline appends orgId and the request id. */
export const logger = new Logger({ serviceName: env.serviceName() ?? 'tubes' });
