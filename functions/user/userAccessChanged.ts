/**
 * Reacts to Cognito calls that end or restore a user's access (AdminDisableUser, AdminEnableUser,
 * AdminDeleteUser, DeleteUser), delivered by EventBridge as "AWS API Call via CloudTrail" events (the
 * local Cognito layer emits the same events). Cognito hides the username in these events
 * (HIDDEN_FOR_SECURITY_REASONS), and DeleteUser names no pool, so the reconciler checks the users who
 * hold open WebSocket connections in the pool's organization (all organizations when no pool is named):
 * whoever Cognito no longer knows as enabled gets the profile marked and every socket closed. REST
 * access is refused by the authorizer itself (functions/authorizer/standing.ts); the stage's cached
 * authorizer decisions are flushed so that a cached Allow does not outlive the account.
 */
import type { EventBridgeEvent } from 'aws-lambda';
import { cognitoAccountState } from '../authorizer/standing.js';
import { realtimeData } from '../core/data/realtime-data.js';
import { tenantData } from '../core/data/tenant-data.js';
import { flushAuthorizerCache } from '../core/http/authorizer-cache.js';
import { env } from '../core/http/env.js';
import { logger } from '../core/http/logger.js';
import { closeConnection } from '../core/domain/push.js';
import { parseTenantPools, userPoolIdOf, type TenantPool } from '../core/http/tenant-pools.js';

export const WATCHED_COGNITO_CALLS = [
  'AdminDisableUser',
  'AdminEnableUser',
  'AdminDeleteUser',
  'DeleteUser',
] as const;
/** Calls after which a cached authorizer decision may allow someone who may no longer act. */
const ENDING_CALLS: readonly string[] = ['AdminDisableUser', 'AdminDeleteUser', 'DeleteUser'];

export interface CloudTrailCall {
  eventSource: string;
  eventName: string;
  errorCode?: string;
  requestParameters?: { userPoolId?: string } | null;
}

export interface ReconcileResult {
  checkedUsers: number;
  closedConnections: number;
  markedUsers: number;
  flushedAuthorizerCache: boolean;
}

async function reconcilePool(pool: TenantPool, result: ReconcileResult): Promise<void> {
  const userPoolId = userPoolIdOf(pool);
  const realtime = realtimeData(pool.orgId);
  const connections = await realtime.allConnections();
  const byUser = new Map<string, typeof connections>();
  for (const c of connections) byUser.set(c.userId, [...(byUser.get(c.userId) ?? []), c]);
  for (const [userId, userConnections] of byUser) {
    result.checkedUsers += 1;
    // The pools use the e-mail as sign-in alias, so Cognito knows every user by the `sub` as well.
    const state = await cognitoAccountState(userPoolId, userId);
    if (state === 'active') continue;
    if (await tenantData(pool.orgId).setUserStatus(userId, state)) result.markedUsers += 1;
    for (const c of userConnections) {
      await closeConnection(c.connectionId);
      await realtime.removeConnection(c.userId, c.connectionId);
      result.closedConnections += 1;
    }
    logger.info('access ended: sockets closed', { orgId: pool.orgId, userId, state });
  }
}

export async function handler(
  event: EventBridgeEvent<'AWS API Call via CloudTrail', CloudTrailCall>,
): Promise<ReconcileResult> {
  const result: ReconcileResult = {
    checkedUsers: 0,
    closedConnections: 0,
    markedUsers: 0,
    flushedAuthorizerCache: false,
  };
  const call = event.detail;
  if (
    call?.eventSource !== 'cognito-idp.amazonaws.com' ||
    !(WATCHED_COGNITO_CALLS as readonly string[]).includes(call.eventName) ||
    call.errorCode
  ) {
    return result;
  }
  const pools = parseTenantPools(env.tenantPools());
  const named = call.requestParameters?.userPoolId;
  const targets = named ? pools.filter((p) => userPoolIdOf(p) === named) : pools;
  for (const pool of targets) await reconcilePool(pool, result);
  if (ENDING_CALLS.includes(call.eventName)) result.flushedAuthorizerCache = await flushAuthorizerCache();
  logger.info('user access reconciled', { eventName: call.eventName, userPoolId: named ?? 'any', ...result });
  return result;
}
