/** The staff "create link" form's rules: an organization of the network and a valid e-mail. */
export interface CreateLinkValues {
  orgId: string;
  email: string;
}

export type CreateLinkProblems = Partial<Record<keyof CreateLinkValues, 'required' | 'invalid-email'>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function createLinkProblems(values: CreateLinkValues): CreateLinkProblems {
  const problems: CreateLinkProblems = {};
  if (!values.orgId) problems.orgId = 'required';
  const email = values.email.trim();
  if (!email) problems.email = 'required';
  else if (!EMAIL.test(email)) problems.email = 'invalid-email';
  return problems;
}
