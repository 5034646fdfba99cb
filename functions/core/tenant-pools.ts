/** Moved to ./http/tenant-pools.ts; this re-export keeps imports of other areas working until they follow. */
export * from './http/tenant-pools.js';
