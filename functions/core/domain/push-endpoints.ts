import { ENV_NAMES } from '../http/env.js';

/**
 * Deployment facts of the realtime push, pure so infra can import them: the variable holding the
 * `@connections` endpoint, and the route handlers that push (the realtime stack grants exactly these
 * execute-api:ManageConnections; a handler that starts calling notifyUsers/pushToUsers is added here).
 */
export const CONNECTIONS_URL_ENV = ENV_NAMES.connectionsUrl;

/** Endpoint ids (shared/api) whose handlers write notifications and push. */
export const PUSHING_ENDPOINTS: readonly string[] = [
  // mandatory assignments (functions/core/domain/mandatory.ts)
  'assignMandatory',
  // tasks assigned to a user (createSupportTaskForOtherOrg)
  'userCommand',
];
