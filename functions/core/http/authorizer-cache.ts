/**
 * The REST stage's cached authorizer decisions (AUTHORIZER_RESULTS_CACHE_SECONDS per token) are
 * flushed when something the authorizer decides on changes for users already signed in: an account
 * disabled or deleted, an organization's block message or domains. Otherwise a cached Allow would
 * outlive the change by up to the cache's lifetime. The local gateway's control plane answers the same
 * call (AWS_ENDPOINT_URL_API_GATEWAY).
 */
import type { APIGatewayClient } from '@aws-sdk/client-api-gateway';
import { env } from './env.js';
import { logger } from './logger.js';

let apiGateway: APIGatewayClient | undefined;

/** True when the stage's cache was flushed; false when the function was not told its stage. */
export async function flushAuthorizerCache(): Promise<boolean> {
  const restApiId = env.restApiId();
  const stageName = env.restApiStage();
  if (!restApiId || !stageName) {
    logger.warn('REST_API_ID/REST_API_STAGE not set: cached authorizer decisions expire by themselves');
    return false;
  }
  const sdk = await import('@aws-sdk/client-api-gateway');
  apiGateway ??= new sdk.APIGatewayClient({});
  await apiGateway.send(new sdk.FlushStageAuthorizersCacheCommand({ restApiId, stageName }));
  return true;
}
