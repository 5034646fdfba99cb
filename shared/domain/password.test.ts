import { describe, expect, it } from 'vitest';
import { isValidPassword, passwordPolicyMessage, passwordProblems } from './password.js';

// "minimum 8 characters with an uppercase letter, a lowercase letter, a digit and a symbol from !@#$%?.^&*"
describe('password policy', () => {
  it('accepts the demo password', () => {
    expect(isValidPassword('Passw0rd!')).toBe(true);
  });

  it.each([
    ['Pa0!', 'too-short'],
    ['passw0rd!', 'no-uppercase'],
    ['PASSW0RD!', 'no-lowercase'],
    ['Password!', 'no-digit'],
    ['Passw0rdd', 'no-symbol'],
    ['Passw0rd_', 'no-symbol'],
  ])('%s is refused: %s', (password, problem) => {
    expect(passwordProblems(password)).toContain(problem);
  });

  it('every listed symbol counts', () => {
    for (const symbol of '!@#$%?.^&*') expect(isValidPassword(`Passw0rd${symbol}`)).toBe(true);
  });

  it('words the refusal the way Cognito does', () => {
    expect(passwordPolicyMessage(passwordProblems('short'))).toMatch(
      /^Password did not conform with policy: /,
    );
  });
});
