import { ENV_NAMES } from '../http/env.js';

/**
 * The variable holding the `@connections` endpoint, pure so infra can import it. Which route handlers
 * push is declared on their contract entries (`pushes: true`); an infra test checks it against the bundles.
 */
export const CONNECTIONS_URL_ENV = ENV_NAMES.connectionsUrl;
