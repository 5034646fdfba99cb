import { describe, expect, it } from 'vitest';
import {
  GUEST_REDIRECT_LOCATION_DAYS,
  PREVIOUS_LOCATION_DAYS,
  previousLocationCookie,
  readPreviousLocation,
  safeInternalPath,
} from './previous-location';

describe('"Previous-location cookie: 0.1 day (set for guest redirect) and 0.05 day (about 72 minutes)"', () => {
  it('0.05 day is 72 minutes', () => {
    expect(PREVIOUS_LOCATION_DAYS).toBe(0.05);
    expect(previousLocationCookie('/home', PREVIOUS_LOCATION_DAYS)).toContain('Max-Age=4320');
  });

  it('0.1 day (guest redirect) is 144 minutes', () => {
    expect(GUEST_REDIRECT_LOCATION_DAYS).toBe(0.1);
    expect(previousLocationCookie('/home', GUEST_REDIRECT_LOCATION_DAYS)).toContain('Max-Age=8640');
  });

  it('round-trips a path with a query', () => {
    const cookie = previousLocationCookie('/tasks?selectedTaskChatId=a b', 0.05).split(';')[0] as string;
    expect(readPreviousLocation(`other=1; ${cookie}`)).toBe('/tasks?selectedTaskChatId=a b');
  });

  it('only paths of this site are used', () => {
    expect(safeInternalPath('//evil.example/x')).toBeUndefined();
    expect(safeInternalPath('https://evil.example/')).toBeUndefined();
    expect(readPreviousLocation('previousLocation=https%3A%2F%2Fevil.example')).toBeUndefined();
  });
});
