/**
 * Who may create an account by self-registration (/register), once for the pools' pre-sign-up trigger
 * and the register page. A corporate tenant admits by sign-up only the e-mail domains it lists (the
 * organization's whitelistedDomains, spec 1 §3); a tenant that lists none, and the provider's operator
 * organization, admit nobody by sign-up: their users are invited (created by an admin). Admin-created
 * users are not subject to this rule. docs/decisions.md "Self-registration".
 */
export type SignUpRefusal = 'sign-up-closed' | 'sign-up-domain-not-allowed';

export interface SignUpPolicy {
  isProviderOrganization: boolean;
  whitelistedDomains: readonly string[];
}

/** Cognito shows a trigger's error as "PreSignUp failed with error <message>."; the page maps it back. */
export const SIGN_UP_REFUSAL_MESSAGES: Record<SignUpRefusal, string> = {
  'sign-up-closed': 'This organization does not accept sign-ups. Ask your administrator for an invitation.',
  'sign-up-domain-not-allowed':
    "Sign-up is open only to email addresses of this organization's domains. Ask your administrator for an invitation.",
};

export function normalizedDomains(domains: readonly string[]): string[] {
  return [...new Set(domains.map((d) => d.trim().toLowerCase().replace(/^@/, '')).filter(Boolean))];
}

export function selfSignUpOpen(policy: SignUpPolicy): boolean {
  return !policy.isProviderOrganization && normalizedDomains(policy.whitelistedDomains).length > 0;
}

/** The e-mail's domain is one of the listed ones (exactly: a sub-domain is another domain). */
export function emailInDomains(email: string, domains: readonly string[]): boolean {
  const domain = email.trim().toLowerCase().split('@')[1] ?? '';
  return normalizedDomains(domains).includes(domain);
}

/** Why this e-mail may not sign up here, or null when it may. */
export function signUpRefusal(policy: SignUpPolicy, email: string): SignUpRefusal | null {
  if (!selfSignUpOpen(policy)) return 'sign-up-closed';
  return emailInDomains(email, policy.whitelistedDomains) ? null : 'sign-up-domain-not-allowed';
}

/** The refusal a sign-up error carries (the trigger's message inside Cognito's wording), if any. */
export function signUpRefusalIn(message: string | undefined): SignUpRefusal | null {
  if (!message) return null;
  for (const [refusal, text] of Object.entries(SIGN_UP_REFUSAL_MESSAGES)) {
    if (message.includes(text)) return refusal as SignUpRefusal;
  }
  return null;
}
