import { describe, expect, it } from 'vitest';
import { isOptionalMailCategory, mayMail, OPTIONAL_MAIL_CATEGORIES } from './mail';
import { isValidPassword, TEMPORARY_PASSWORD_LENGTH, temporaryPassword } from './password';

describe('e-mail categories', () => {
  it('lets users turn off task and training mails, never account mails', () => {
    expect(OPTIONAL_MAIL_CATEGORIES).toEqual(['tasks', 'training']);
    expect(isOptionalMailCategory('account')).toBe(false);
    expect(mayMail('tasks', ['tasks'])).toBe(false);
    expect(mayMail('tasks', ['training'])).toBe(true);
    expect(mayMail('training', ['training'])).toBe(false);
    expect(mayMail('account', ['tasks', 'training', 'account'])).toBe(true);
  });
});

describe('temporary passwords', () => {
  it('always meet the password policy, whatever the random draws', () => {
    const draws = [() => 0, (n: number) => n - 1, (n: number) => Math.floor(n / 2)];
    for (const draw of draws) {
      const password = temporaryPassword(draw);
      expect(password).toHaveLength(TEMPORARY_PASSWORD_LENGTH);
      expect(isValidPassword(password), password).toBe(true);
    }
    for (let i = 0; i < 500; i++) {
      const password = temporaryPassword((n) => Math.floor(Math.random() * n));
      expect(isValidPassword(password), password).toBe(true);
      expect(password).not.toMatch(/[0O1lI]/);
    }
  });
});
