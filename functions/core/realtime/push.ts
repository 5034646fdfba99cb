/** Moved to ../domain/push.ts; this re-export keeps imports of other areas working until they follow. */
export * from '../domain/push.js';
