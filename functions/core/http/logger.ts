import { env } from './env.js';
import { Logger } from '@aws-lambda-powertools/logger';

/** One structured JSON logger per Lambda; the pipeline appends orgId and the request id. */
export const logger = new Logger({ serviceName: env.serviceName() ?? 'tubes' });

/**
 * Runs `fn` with these keys on its log lines and takes them off afterwards: a container (and, locally,
 * the in-process runtime) runs many invocations with this one logger, so keys must not outlive theirs.
 */
export async function withLogKeys<T>(keys: Record<string, string>, fn: () => Promise<T>): Promise<T> {
  logger.appendKeys(keys);
  try {
    return await fn();
  } finally {
    logger.removeKeys(Object.keys(keys));
  }
}
