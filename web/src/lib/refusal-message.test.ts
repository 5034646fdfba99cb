import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { refusalMessage } from './refusal-message';

describe('refusalMessage', () => {
  it("shows the server's reason for a refused request (4xx)", () => {
    expect(refusalMessage(new ApiError(409, { message: 'Already shared' }, 'client', 'x'), 'Generic')).toBe(
      'Already shared',
    );
    expect(refusalMessage(new ApiError(400, { message: 'Bad domain' }, 'client', 'x'), 'Generic')).toBe(
      'Bad domain',
    );
  });

  it('falls back to the generic text for server faults, lost connections and other errors', () => {
    expect(refusalMessage(new ApiError(500, { message: 'Boom' }, 'server', 'x'), 'Generic')).toBe('Generic');
    expect(refusalMessage(new ApiError(0, { message: 'Offline' }, 'network', 'x'), 'Generic')).toBe(
      'Generic',
    );
    expect(refusalMessage(new Error('Oops'), 'Generic')).toBe('Generic');
  });
});
