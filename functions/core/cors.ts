/** Moved to ./http/cors.ts; this re-export keeps imports of other areas working until they follow. */
export * from './http/cors.js';
