/**
 * Form rules of the sign-in pages (spec 1 §5, spec 2 §5), as dictionary keys: "Required", "Invalid
 * email", the password policy (shared/domain/password.ts) and "passwords must match".
 */
import { z } from 'zod';
import { isValidPassword } from '#shared/domain/password';

export type FieldErrorKey = 'required' | 'invalid-email' | 'password-policy-not-met' | 'passwords-must-match';

const emailSchema = z.email();

/** Sign-in lower-cases the e-mail (spec 1 §5); surrounding spaces are never part of it. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function emailError(value: string): FieldErrorKey | undefined {
  const email = normalizeEmail(value);
  if (!email) return 'required';
  return emailSchema.safeParse(email).success ? undefined : 'invalid-email';
}

export function requiredError(value: string): FieldErrorKey | undefined {
  return value.trim() ? undefined : 'required';
}

export function newPasswordError(value: string): FieldErrorKey | undefined {
  if (!value) return 'required';
  return isValidPassword(value) ? undefined : 'password-policy-not-met';
}

export function confirmPasswordError(password: string, confirm: string): FieldErrorKey | undefined {
  if (!confirm) return 'required';
  return password === confirm ? undefined : 'passwords-must-match';
}
