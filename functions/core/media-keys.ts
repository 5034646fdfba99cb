/** Moved to ./media/keys.ts; this re-export keeps imports of other areas working until they follow. */
export * from './media/keys.js';
