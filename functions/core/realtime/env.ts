/** Moved to ../domain/push-endpoints.ts; this re-export keeps imports of other areas working until they follow. */
export * from '../domain/push-endpoints.js';
