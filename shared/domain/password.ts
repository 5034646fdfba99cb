/**
 * Password policy (spec 1 §5, spec 2 §5): "minimum 8 characters with an uppercase letter, a lowercase
 * letter, a digit and a symbol from !@#$%?.^&*; passwords must match." Used by the sign-in pages and by
 * the platform's Cognito layer (Cognito enforces the same policy in the cloud; the local emulator does
 * not, so the platform checks it there too).
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SYMBOLS = '!@#$%?.^&*';

export type PasswordProblem = 'too-short' | 'no-uppercase' | 'no-lowercase' | 'no-digit' | 'no-symbol';

export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push('too-short');
  if (!/[A-Z]/.test(password)) problems.push('no-uppercase');
  if (!/[a-z]/.test(password)) problems.push('no-lowercase');
  if (!/[0-9]/.test(password)) problems.push('no-digit');
  if (![...password].some((c) => PASSWORD_SYMBOLS.includes(c))) problems.push('no-symbol');
  return problems;
}

export function isValidPassword(password: string): boolean {
  return passwordProblems(password).length === 0;
}

/** The message Cognito answers with for a policy violation (InvalidPasswordException). */
export function passwordPolicyMessage(problems: readonly PasswordProblem[]): string {
  const parts: Record<PasswordProblem, string> = {
    'too-short': `Password must have length greater than or equal to ${PASSWORD_MIN_LENGTH}`,
    'no-uppercase': 'Password must have uppercase characters',
    'no-lowercase': 'Password must have lowercase characters',
    'no-digit': 'Password must have numeric characters',
    'no-symbol': 'Password must have symbol characters',
  };
  return `Password did not conform with policy: ${problems.map((p) => parts[p]).join('; ')}`;
}

const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
export const TEMPORARY_PASSWORD_LENGTH = 14;
/** How long a temporary password signs in (the pools' TemporaryPasswordValidityDays; the invitation says it). */
export const TEMPORARY_PASSWORD_VALIDITY_DAYS = 7;

/**
 * A temporary password for a new account (the invitation e-mail carries it): the policy above met by
 * construction, look-alike characters (0/O, 1/l/I) left out so a person can type it from the mail.
 * `randomIndex(n)` answers a uniform integer in [0, n) (crypto.randomInt on the server).
 */
export function temporaryPassword(randomIndex: (n: number) => number): string {
  const all = UPPER + LOWER + DIGITS + PASSWORD_SYMBOLS;
  const pick = (set: string) => set[randomIndex(set.length)] as string;
  const chars = [pick(UPPER), pick(LOWER), pick(DIGITS), pick(PASSWORD_SYMBOLS)];
  while (chars.length < TEMPORARY_PASSWORD_LENGTH) chars.push(pick(all));
  // Fisher–Yates: the guaranteed classes are not always in front.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomIndex(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}
