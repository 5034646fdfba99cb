import { describe, expect, it } from 'vitest';
import {
  DEPENDENT_FIELDS,
  DESCRIPTION_ROWS,
  EMPTY_SUPPORT_FORM,
  parseSavedContact,
  taskIdOf,
  tasksHref,
  toSubmission,
  validateSupportForm,
  visibleErrors,
  type SupportFormValues,
} from './support-form';

const filled: SupportFormValues = {
  ...EMPTY_SUPPORT_FORM,
  taskTitle: 'Cannot play videos',
  taskMessage: 'The player stays black.',
  firstName: 'Martin',
  lastName: 'Meyer',
};

describe('support request (member), spec 1 §5', () => {
  it('"issue title (taskTitle) required … taskMessage required … First name and last name required "Required""', () => {
    expect(validateSupportForm(EMPTY_SUPPORT_FORM, false)).toEqual({
      taskTitle: 'required',
      taskMessage: 'required',
      firstName: 'required',
      lastName: 'required',
    });
    expect(validateSupportForm({ ...filled, taskTitle: '   ' }, false)).toEqual({ taskTitle: 'required' });
  });

  it('"phone and description optional"; "The description is multiline, up to 5 rows"', () => {
    expect(validateSupportForm(filled, false)).toEqual({});
    expect(DESCRIPTION_ROWS).toBe(5);
  });

  it('members never get the on-behalf rules', () => {
    expect(validateSupportForm({ ...filled, onBehalf: true, email: 'x' }, false)).toEqual({});
  });
});

describe('support request on behalf of another organization (staff), spec 1 §5', () => {
  it('"orgId required if the on-behalf box is checked, or if a channel or an email is given"', () => {
    expect(validateSupportForm({ ...filled, onBehalf: true, email: 'a@b.test' }, true)).toEqual({
      orgId: 'required',
    });
    expect(validateSupportForm({ ...filled, channelId: 'ch-1', email: 'a@b.test' }, true)).toEqual({
      orgId: 'required',
    });
    expect(validateSupportForm({ ...filled, email: 'a@b.test' }, true)).toEqual({ orgId: 'required' });
    expect(validateSupportForm(filled, true)).toEqual({});
  });

  it('"Email must be valid ("Invalid email") and is required if the box is checked or an organization is chosen"', () => {
    expect(validateSupportForm({ ...filled, onBehalf: true, orgId: 'acme' }, true)).toEqual({
      email: 'required',
    });
    expect(validateSupportForm({ ...filled, orgId: 'acme' }, true)).toEqual({ email: 'required' });
    expect(validateSupportForm({ ...filled, orgId: 'acme', email: 'not-an-email' }, true)).toEqual({
      email: 'invalid-email',
    });
    expect(
      validateSupportForm({ ...filled, onBehalf: true, orgId: 'acme', email: 'm@acme.test' }, true),
    ).toEqual({});
  });

  it('"Validation runs on change": touched fields show errors; dependants are re-checked', () => {
    const errors = validateSupportForm({ ...EMPTY_SUPPORT_FORM, onBehalf: true }, true);
    const touched = new Set(['onBehalf' as const, ...(DEPENDENT_FIELDS.onBehalf ?? [])]);
    expect(visibleErrors(errors, touched, false)).toEqual({ orgId: 'required', email: 'required' });
    expect(visibleErrors(errors, new Set(), false)).toEqual({});
    expect(visibleErrors(errors, new Set(), true)).toEqual(errors);
  });
});

describe('what the form sends', () => {
  it('a member files for their own organization as themselves', () => {
    const sent = toSubmission(
      { ...filled, description: 'Since Monday', phoneNumber: ' 12345678 ' },
      { orgId: 'acme', email: 'member@acme.test' },
      false,
    );
    expect(sent).toEqual({
      ticket: {
        orgId: 'acme',
        subject: 'Cannot play videos',
        body: 'The player stays black.\n\nSince Monday',
        requesterName: 'Martin Meyer',
        requesterEmail: 'member@acme.test',
        phoneNumber: '12345678',
      },
      task: { taskTitle: 'Cannot play videos', comment: 'The player stays black.' },
      onBehalf: null,
    });
  });

  it('staff on behalf: the chosen organization, channel and assignee', () => {
    const sent = toSubmission(
      { ...filled, onBehalf: true, orgId: 'globex', channelId: 'ch-g', email: 'a@globex.test' },
      { orgId: 'studio', email: 'staff@tubes.dev' },
      true,
    );
    expect(sent.ticket).toMatchObject({ orgId: 'globex', requesterEmail: 'a@globex.test' });
    expect(sent.onBehalf).toEqual({ orgId: 'globex', channelId: 'ch-g', assigneeEmail: 'a@globex.test' });
  });
});

describe('saved contact and navigation', () => {
  it('"Names and phone are prefilled from saved local values"', () => {
    expect(parseSavedContact(JSON.stringify({ firstName: 'A', lastName: 'B', phoneNumber: '1' }))).toEqual({
      firstName: 'A',
      lastName: 'B',
      phoneNumber: '1',
    });
    expect(parseSavedContact('{broken')).toBeNull();
    expect(parseSavedContact(null)).toBeNull();
  });

  it('"the user goes to /tasks with selectedTaskChatId and isAssistedSearch=true"', () => {
    expect(tasksHref(taskIdOf({ id: 'x', res: { taskId: 'abc' } }))).toBe(
      '/tasks?selectedTaskChatId=abc&isAssistedSearch=true',
    );
    expect(tasksHref(null)).toBe('/tasks');
  });
});
