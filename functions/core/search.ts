/** Moved to ./domain/search.ts; this re-export keeps imports of other areas working until they follow. */
export * from './domain/search.js';
