import { randomBytes } from 'node:crypto';

/**
 * Sortable by creation time (10 base-36 digits of milliseconds last until the year 117829), then
 * random: keys sort oldest first, and ids of one millisecond do not collide.
 */
export function timeOrderedId(now = Date.now()): string {
  return `${now.toString(36).padStart(10, '0')}${randomBytes(5).toString('hex')}`;
}
