/**
 * The support-request form's rules (spec 1 §5 "Validation rules"), pure so they are tested alone:
 *
 * - "Support request (member): issue title (taskTitle) required with the message "Required";
 *   taskMessage required "Required". First name and last name required "Required" on the ticket form;
 *   phone and description optional."
 * - "Support request on behalf of another organization (staff of the two provider organizations only):
 *   orgId required if the on-behalf box is checked, or if a channel or an email is given. Email must be
 *   valid ("Invalid email") and is required if the box is checked or an organization is chosen.
 *   Validation runs on change."
 *
 * Errors are dictionary keys: `required` ("Required"), `invalid-email` ("Invalid email").
 */
import { z } from 'zod';
import type { NewTicket } from '#shared/api';

export interface SupportFormValues {
  taskTitle: string;
  taskMessage: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  description: string;
  /** Staff only: file on behalf of another organization. */
  onBehalf: boolean;
  orgId: string;
  channelId: string;
  email: string;
}

export type SupportField = keyof SupportFormValues;
export type SupportFormErrors = Partial<Record<SupportField, 'required' | 'invalid-email'>>;

/** "The description is multiline, up to 5 rows." */
export const DESCRIPTION_ROWS = 5;

export const EMPTY_SUPPORT_FORM: SupportFormValues = {
  taskTitle: '',
  taskMessage: '',
  firstName: '',
  lastName: '',
  phoneNumber: '',
  description: '',
  onBehalf: false,
  orgId: '',
  channelId: '',
  email: '',
};

const blank = (value: string) => value.trim() === '';
const isEmail = (value: string) => z.email().safeParse(value.trim()).success;

/** Whether the on-behalf part is in use (an organization is then needed). */
export function needsOrganization(v: SupportFormValues): boolean {
  return v.onBehalf || !blank(v.channelId) || !blank(v.email);
}

/** Whether an assignee e-mail is needed. */
export function needsEmail(v: SupportFormValues): boolean {
  return v.onBehalf || !blank(v.orgId);
}

/** All errors of the form; the on-behalf rules apply only to staff (`canFileOnBehalf`). */
export function validateSupportForm(v: SupportFormValues, canFileOnBehalf: boolean): SupportFormErrors {
  const errors: SupportFormErrors = {};
  if (blank(v.taskTitle)) errors.taskTitle = 'required';
  if (blank(v.taskMessage)) errors.taskMessage = 'required';
  if (blank(v.firstName)) errors.firstName = 'required';
  if (blank(v.lastName)) errors.lastName = 'required';
  if (canFileOnBehalf) {
    if (needsOrganization(v) && blank(v.orgId)) errors.orgId = 'required';
    if (!blank(v.email) && !isEmail(v.email)) errors.email = 'invalid-email';
    else if (needsEmail(v) && blank(v.email)) errors.email = 'required';
  }
  return errors;
}

/**
 * "Validation runs on change": after a change, the fields the user has touched show their errors, and
 * the on-behalf fields whose need depends on the changed one are re-checked too.
 */
export function visibleErrors(
  errors: SupportFormErrors,
  touched: ReadonlySet<SupportField>,
  submitted: boolean,
): SupportFormErrors {
  if (submitted) return errors;
  return Object.fromEntries(
    Object.entries(errors).filter(([field]) => touched.has(field as SupportField)),
  ) as SupportFormErrors;
}

/** Fields whose rules depend on another field: changing the key re-validates (touches) the values. */
export const DEPENDENT_FIELDS: Partial<Record<SupportField, SupportField[]>> = {
  onBehalf: ['orgId', 'email'],
  orgId: ['email'],
  channelId: ['orgId'],
  email: ['orgId'],
};

export interface SupportSubmission {
  ticket: NewTicket;
  task: { taskTitle: string; comment: string };
  /** Set when filed on behalf of another organization. */
  onBehalf: { orgId: string; channelId: string; assigneeEmail: string } | null;
}

/**
 * What the form sends: a ticket (spec 1 §3 "Support ticket: orgId, body, requesterName, requesterEmail,
 * phoneNumber, subject") and a support task (taskTitle, comment, then ticketReferenceUrl). On behalf, the
 * ticket is the chosen organization's and its requester is the assignee.
 */
export function toSubmission(
  v: SupportFormValues,
  caller: { orgId: string; email: string },
  canFileOnBehalf: boolean,
): SupportSubmission {
  const onBehalf = canFileOnBehalf && !blank(v.orgId);
  const description = v.description.trim();
  const message = v.taskMessage.trim();
  return {
    ticket: {
      orgId: onBehalf ? v.orgId : caller.orgId,
      subject: v.taskTitle.trim(),
      body: description ? `${message}\n\n${description}` : message,
      requesterName: `${v.firstName.trim()} ${v.lastName.trim()}`,
      requesterEmail: onBehalf ? v.email.trim() : caller.email,
      phoneNumber: v.phoneNumber.trim(),
    },
    task: { taskTitle: v.taskTitle.trim(), comment: message },
    onBehalf: onBehalf ? { orgId: v.orgId, channelId: v.channelId, assigneeEmail: v.email.trim() } : null,
  };
}

/** "Names and phone are prefilled from saved local values." */
export const SAVED_CONTACT_KEY = 'supportContact';

export interface SavedContact {
  firstName: string;
  lastName: string;
  phoneNumber: string;
}

export function parseSavedContact(raw: string | null): SavedContact | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SavedContact>;
    return {
      firstName: typeof value.firstName === 'string' ? value.firstName : '',
      lastName: typeof value.lastName === 'string' ? value.lastName : '',
      phoneNumber: typeof value.phoneNumber === 'string' ? value.phoneNumber : '',
    };
  } catch {
    return null;
  }
}

/** "Task creation answers carry taskId, possibly nested under res." */
export function taskIdOf(answer: { id?: string; taskId?: string; res?: { taskId?: string } }): string | null {
  return answer.taskId ?? answer.res?.taskId ?? null;
}

/** Spec 1 §4: "the user goes to /tasks with selectedTaskChatId and isAssistedSearch=true". */
export function tasksHref(taskId: string | null, isAssistedSearch = true): string {
  if (!taskId) return '/tasks';
  const query = new URLSearchParams({ selectedTaskChatId: taskId });
  if (isAssistedSearch) query.set('isAssistedSearch', 'true');
  return `/tasks?${query.toString()}`;
}
