/**
 * The "Organization set-up" task family (spec 2 §4 subtype catalogue; issue 13 "as tasks of the operator
 * organization, created by the events they name"): which event makes which task, its title, its type,
 * the organization it concerns and the key that makes it once only. Pure: the server creates the tasks,
 * the web labels them; docs/decisions.md "Task workflow (issue 13)" says where they live and why.
 */
import { LANGUAGE_NAMES, isUiLanguage } from './languages.js';
import { TASK_SUBTYPE_FAMILIES, type TaskSubtype, type TaskType } from './task-subtypes.js';

export const ORGANIZATION_SETUP_SUBTYPES = TASK_SUBTYPE_FAMILIES['organization-setup'];
export type OrganizationSetupSubtype = (typeof ORGANIZATION_SETUP_SUBTYPES)[number];

/**
 * The set-up subtypes some event of the product creates today. approve-new-organization has no event yet:
 * no flow requests an organization for approval (tenants come from infra/config/tenants.ts, and their
 * provisioning is the add-organization event), so nothing creates it (docs/decisions.md).
 */
export const CREATED_SETUP_SUBTYPES = [
  'add-organization',
  'verify-domain',
  'brand-organization',
  'update-master-language',
  'register-account',
  'login-for-first-time',
] as const satisfies readonly OrganizationSetupSubtype[];

export function isOrganizationSetupTask(subtype: string): subtype is OrganizationSetupSubtype {
  return (ORGANIZATION_SETUP_SUBTYPES as readonly string[]).includes(subtype);
}

/** The organization an event happened in, as its title names it. */
interface Concerned {
  orgId: string;
  orgName: string;
}

/** The events that create a set-up task (where they happen: docs/decisions.md). */
export type OrganizationSetupEvent = Concerned &
  (
    | { kind: 'organizationAdded'; firstAdminEmail: string }
    | { kind: 'domainWhitelisted'; domain: string }
    | { kind: 'masterLanguageChanged'; language: string }
    | { kind: 'brandingChanged' }
    | { kind: 'accountRegistered'; userId: string; email: string }
    | { kind: 'firstSignIn'; userId: string; email: string }
  );

export interface OrganizationSetupTask {
  subtype: OrganizationSetupSubtype & TaskSubtype;
  /** Spec 1 §3 task type: set-up steps are the operator's work, not a decision of the organization. */
  type: TaskType;
  /** The organization the task concerns; its partition holds the task (an operational task). */
  orgId: string;
  taskTitle: string;
  /**
   * What makes the task once only: the same key is the same task, so repeating the event (the domain
   * saved again, a second sign-in, a retried trigger) adds none.
   */
  onceKey: string;
}

const languageName = (code: string) => (isUiLanguage(code) ? `${LANGUAGE_NAMES[code]} (${code})` : code);

/** The task an event creates. */
export function organizationSetupTask(event: OrganizationSetupEvent): OrganizationSetupTask {
  const of = { orgId: event.orgId, type: 'operation' as const };
  const org = event.orgName || event.orgId;
  switch (event.kind) {
    case 'organizationAdded':
      return {
        ...of,
        subtype: 'add-organization',
        taskTitle: `Set up the new organization ${org} with its first admin ${event.firstAdminEmail}`,
        // Once per organization: only its first provisioning adds it.
        onceKey: 'add-organization',
      };
    case 'domainWhitelisted': {
      const domain = normalizedDomain(event.domain);
      return {
        ...of,
        subtype: 'verify-domain',
        taskTitle: `Verify the domain ${domain} of ${org}`,
        onceKey: `verify-domain/${domain}`,
      };
    }
    case 'masterLanguageChanged':
      return {
        ...of,
        subtype: 'update-master-language',
        taskTitle: `Update the master language of ${org} to ${languageName(event.language)}`,
        // Once per language: saving the same language again, or going back and forth, adds no task.
        onceKey: `update-master-language/${event.language}`,
      };
    case 'brandingChanged':
      return {
        ...of,
        subtype: 'brand-organization',
        taskTitle: `Check the branding of ${org}`,
        // The first branding is the set-up step; later touches are the organization's own business.
        onceKey: 'brand-organization',
      };
    case 'accountRegistered':
      return {
        ...of,
        subtype: 'register-account',
        taskTitle: `Welcome the new account ${event.email} of ${org}`,
        onceKey: `register-account/${event.userId}`,
      };
    case 'firstSignIn':
      return {
        ...of,
        subtype: 'login-for-first-time',
        taskTitle: `Follow up the first sign-in of ${event.email} in ${org}`,
        onceKey: `login-for-first-time/${event.userId}`,
      };
  }
}

/** A domain as the whitelist compares them: trimmed, lower case. */
export function normalizedDomain(domain: string): string {
  return domain.trim().toLowerCase();
}

/** The domains of `after` that `before` did not have (each once): each needs verifying. */
export function newlyWhitelistedDomains(before: readonly string[], after: readonly string[]): string[] {
  const known = new Set(before.map(normalizedDomain));
  const added = new Set<string>();
  for (const domain of after.map(normalizedDomain)) if (domain && !known.has(domain)) added.add(domain);
  return [...added];
}
