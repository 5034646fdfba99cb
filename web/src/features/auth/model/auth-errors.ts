/**
 * Which field shows a sign-in or registration error (spec 1 §5, spec 2 §5):
 * - Sign-in: "The message 'User does not exist.' shows on the username field; any other error shows on
 *   the password field."
 * - Registration: "errors mentioning the password show on the password field, others on the email
 *   field; a confirmation error shows on the code field."
 */
export const USER_DOES_NOT_EXIST = 'User does not exist.';
/**
 * Cognito's one answer for an unknown e-mail and a wrong password (the pools prevent user-existence
 * errors): nobody learns from the sign-in page which accounts exist. Shown on the password field.
 */
export const INCORRECT_CREDENTIALS = 'Incorrect username or password.';

export type LoginField = 'email' | 'password';
export type RegisterField = 'email' | 'password' | 'code';

export interface AuthErrorLike {
  name?: string;
  message?: string;
}

export function errorMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string')
    return error.message || 'Oops! Something went wrong';
  return 'Oops! Something went wrong';
}

export function loginErrorField(error: AuthErrorLike): LoginField {
  return error.message === USER_DOES_NOT_EXIST || error.name === 'UserNotFoundException'
    ? 'email'
    : 'password';
}

/** The dictionary key of a sign-in error the page words itself, else null (Cognito's text is shown). */
export function loginErrorKey(error: AuthErrorLike): 'incorrect-username-or-password' | null {
  return error.message === INCORRECT_CREDENTIALS ? 'incorrect-username-or-password' : null;
}

/** `step` is the registration step the error came from: the confirmation step owns the code field. */
export function registerErrorField(error: AuthErrorLike, step: 'signUp' | 'confirm'): RegisterField {
  if (step === 'confirm') return 'code';
  return /password/i.test(error.message ?? '') || error.name === 'InvalidPasswordException'
    ? 'password'
    : 'email';
}
