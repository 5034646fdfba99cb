import { describe, expect, it } from 'vitest';
import { loginErrorField, loginErrorKey, registerErrorField } from './auth-errors';

describe('sign-in errors (spec 1 §5)', () => {
  it('"The message \'User does not exist.\' shows on the username field"', () => {
    expect(loginErrorField({ name: 'UserNotFoundException', message: 'User does not exist.' })).toBe('email');
  });

  it('"any other error shows on the password field"', () => {
    expect(
      loginErrorField({ name: 'NotAuthorizedException', message: 'Incorrect username or password.' }),
    ).toBe('password');
    expect(loginErrorField({ message: 'User is not confirmed.' })).toBe('password');
  });
});

describe('one text for unknown e-mails and wrong passwords (user-existence errors prevented)', () => {
  it("Cognito's shared answer is worded by the page, in the user's language, on the password field", () => {
    const error = { name: 'NotAuthorizedException', message: 'Incorrect username or password.' };
    expect(loginErrorKey(error)).toBe('incorrect-username-or-password');
    expect(loginErrorField(error)).toBe('password');
    expect(loginErrorKey({ message: 'User is disabled.' })).toBeNull();
  });
});

describe('registration errors (spec 1 §5)', () => {
  it('"errors mentioning the password show on the password field"', () => {
    expect(
      registerErrorField(
        {
          name: 'InvalidPasswordException',
          message: 'Password did not conform with policy: Password must have symbol characters',
        },
        'signUp',
      ),
    ).toBe('password');
  });

  it('"others on the email field"', () => {
    expect(
      registerErrorField({ name: 'UsernameExistsException', message: 'User already exists' }, 'signUp'),
    ).toBe('email');
  });

  it('"a confirmation error shows on the code field"', () => {
    expect(
      registerErrorField({ name: 'CodeMismatchException', message: 'Invalid code provided' }, 'confirm'),
    ).toBe('code');
  });
});
