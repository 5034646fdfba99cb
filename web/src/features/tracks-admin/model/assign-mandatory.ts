/**
 * The "Assign as mandatory" form of /track/users/{trackId} (issue 15): the learners' e-mail addresses
 * (separated by commas, semicolons, spaces or lines, as pasted from a spreadsheet or a mail client),
 * application roles whose holders are assigned too (operator admins, who manage the roles), at least one
 * of the two, and an optional due day, which cannot be in the past. The server checks again.
 */
import { MANDATORY_ASSIGN_MAX } from '#shared/api';
import { dayOf, hasAssignees, isDueDay } from '#shared/domain/training-due';

/** The contract's limit of one assignment. */
export const ASSIGN_EMAILS_MAX = MANDATORY_ASSIGN_MAX;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface AssignValues {
  emails: string;
  roleIds: string[];
  dueDate: string;
}

export const emptyAssign: AssignValues = { emails: '', roleIds: [], dueDate: '' };

export function assignEmails(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

/** Dictionary keys of what is wrong, per field. */
export function assignErrors(values: AssignValues, now: Date): Partial<Record<keyof AssignValues, string>> {
  const errors: Partial<Record<keyof AssignValues, string>> = {};
  const emails = assignEmails(values.emails);
  if (!hasAssignees(emails, values.roleIds)) errors.emails = 'required';
  else if (emails.some((e) => !EMAIL.test(e))) errors.emails = 'tracks-admin-assign-invalid-email';
  else if (emails.length > ASSIGN_EMAILS_MAX) errors.emails = 'tracks-admin-assign-too-many';
  if (values.dueDate) {
    if (!isDueDay(values.dueDate)) errors.dueDate = 'tracks-admin-assign-invalid-date';
    else if (values.dueDate < dayOf(now)) errors.dueDate = 'tracks-admin-assign-past-date';
  }
  return errors;
}

export function assignBody(trackId: string, values: AssignValues) {
  return {
    trackId,
    emails: assignEmails(values.emails),
    applicationRoleIds: values.roleIds,
    ...(values.dueDate ? { dueDate: values.dueDate } : {}),
  };
}
