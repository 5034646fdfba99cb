import { z } from 'zod';

/**
 * Spec 1 §5 "Organization login: the email is required and must be an email." Messages are dictionary
 * keys: "Required" and "Invalid email" (spec 1 §8, spec 2 §5).
 */
export const orgLoginSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'required')
    .pipe(z.email('invalid-email'))
    .transform((email) => email.toLowerCase()),
});

export type OrgLoginErrorKey = 'required' | 'invalid-email';

export type OrgLoginResult = { ok: true; email: string } | { ok: false; error: OrgLoginErrorKey };

export function validateOrgLogin(email: string): OrgLoginResult {
  const result = orgLoginSchema.safeParse({ email });
  if (result.success) return { ok: true, email: result.data.email };
  return { ok: false, error: result.error.issues[0]?.message === 'required' ? 'required' : 'invalid-email' };
}
