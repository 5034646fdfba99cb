/**
 * Every e-mail the product sends, as data (what happened, to whom) and its content in the reader's
 * language. The category decides whether a user's opt-outs apply (shared/domain/mail.ts).
 */
import type { MailCategory } from '#shared/domain/mail.js';
import type { MailContent } from './compose.js';
import { mailTexts } from './texts.js';

export type MailMessage =
  /** A new account (POST /createUser, /importUsers): the tube's address and the temporary password. */
  | {
      kind: 'invitation';
      inviter: string;
      email: string;
      temporaryPassword: string;
      validityDays: number;
    }
  /** A task was assigned to the reader (review, translation, production step, reassignment). */
  | { kind: 'taskAssigned'; taskId: string; taskTitle: string; requester: string; dueDate?: string }
  /** Mandatory training assigned to the reader: a playlist (or a video) to watch, perhaps by a date. */
  | { kind: 'trainingAssigned'; name: string; videoCount: number; requester: string; dueDate?: string }
  /** A "Create training" run the reader asked for is ready for review (or failed). */
  | {
      kind: 'trainingGenerated';
      planName: string;
      /** The organization the training is in (operator staff generate in customers' workspaces). */
      organization: string;
      generationId: string;
      users: number;
      videos: number;
      tasks: number;
      failed: boolean;
    }
  /** The daily reminder of the reader's mandatory videos due soon or overdue. */
  | {
      kind: 'trainingDue';
      items: readonly { title: string; dueDate: string; overdue: boolean }[];
    };

export const MAIL_CATEGORY: Readonly<Record<MailMessage['kind'], MailCategory>> = {
  invitation: 'account',
  taskAssigned: 'tasks',
  trainingAssigned: 'training',
  trainingDue: 'training',
  // The requester asked for it: like an account message, it always goes.
  trainingGenerated: 'account',
};

export interface MailReader {
  /** Their UI language (any stored value). */
  language: string | undefined;
  /** First and last name; empty greets without a name. */
  name: string;
}

export interface MailTube {
  name: string;
  /** The tube's web address (https://<sub>.<domain>), no trailing slash. */
  url: string;
}

/** A date in the reader's language ("3 December 2026"); an invalid one is shown as given. */
export function readerDate(value: string, language: string | undefined): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeZone: 'UTC' };
  try {
    return new Intl.DateTimeFormat(language ?? 'en-US', options).format(date);
  } catch {
    return new Intl.DateTimeFormat('en-US', options).format(date);
  }
}

export function mailContent(message: MailMessage, reader: MailReader, tube: MailTube): MailContent {
  const t = mailTexts(reader.language);
  const greeting = reader.name ? t('mail-greeting', { name: reader.name }) : t('mail-greeting-anonymous');
  const category = MAIL_CATEGORY[message.kind];
  const footer = [
    t('mail-sent-by', { tube: tube.name }),
    message.kind === 'trainingGenerated'
      ? t('mail-why-requested', { tube: tube.name })
      : category === 'account'
        ? t('mail-why-account', { tube: tube.name })
        : t('mail-why-optional', {
            category: t(category === 'tasks' ? 'mail-category-tasks' : 'mail-category-training'),
          }),
  ];
  const withAction = (label: string, url: string) => ({
    action: { label, url },
    fallback: t('mail-button-fallback', { url }),
  });
  switch (message.kind) {
    case 'invitation':
      return {
        subject: t('invitation-subject', { tube: tube.name }),
        heading: t('invitation-heading', { tube: tube.name }),
        greeting,
        blocks: [
          { kind: 'paragraph', text: t('invitation-body', { inviter: message.inviter, tube: tube.name }) },
          { kind: 'paragraph', text: t('invitation-credentials', { email: message.email }) },
          { kind: 'value', label: t('invitation-password-label'), value: message.temporaryPassword },
          { kind: 'paragraph', text: t('invitation-expiry', { days: message.validityDays }) },
        ],
        ...withAction(t('invitation-action', { tube: tube.name }), `${tube.url}/login`),
        footer,
      };
    case 'taskAssigned':
      return {
        subject: t('task-assigned-subject', { task: message.taskTitle }),
        heading: t('task-assigned-heading'),
        greeting,
        blocks: [
          {
            kind: 'paragraph',
            text: t('task-assigned-body', {
              requester: message.requester,
              task: message.taskTitle,
              tube: tube.name,
            }),
          },
          ...(message.dueDate
            ? [
                {
                  kind: 'paragraph' as const,
                  text: t('task-assigned-due', { date: readerDate(message.dueDate, reader.language) }),
                },
              ]
            : []),
        ],
        ...withAction(t('task-assigned-action'), `${tube.url}/tasks/${encodeURIComponent(message.taskId)}`),
        footer,
      };
    case 'trainingAssigned':
      return {
        subject: t('training-assigned-subject', { name: message.name }),
        heading: t('training-assigned-heading'),
        greeting,
        blocks: [
          {
            kind: 'paragraph',
            text: t('training-assigned-body', {
              requester: message.requester,
              name: message.name,
              tube: tube.name,
              count: message.videoCount,
            }),
          },
          ...(message.dueDate
            ? [
                {
                  kind: 'paragraph' as const,
                  text: t('training-due-by', { date: readerDate(message.dueDate, reader.language) }),
                },
              ]
            : []),
        ],
        ...withAction(t('training-action'), `${tube.url}/mandatory`),
        footer,
      };
    case 'trainingGenerated':
      return {
        subject: t(message.failed ? 'generation-failed-subject' : 'generation-ready-subject', {
          plan: message.planName,
        }),
        heading: t(message.failed ? 'generation-failed-heading' : 'generation-ready-heading'),
        greeting,
        blocks: message.failed
          ? [{ kind: 'paragraph', text: t('generation-failed-body', { plan: message.planName }) }]
          : [
              {
                kind: 'paragraph',
                text: t('generation-ready-body', {
                  plan: message.planName,
                  tasks: message.tasks,
                  users: message.users,
                  videos: message.videos,
                }),
              },
            ],
        ...withAction(
          t('generation-action'),
          `${tube.url}/admin/training-plans?generation=${encodeURIComponent(message.generationId)}`,
        ),
        footer,
      };
    case 'trainingDue': {
      const overdue = message.items.some((item) => item.overdue);
      return {
        subject: t(overdue ? 'training-overdue-subject' : 'training-due-subject'),
        heading: t('training-due-heading'),
        greeting,
        blocks: [
          { kind: 'paragraph', text: t('training-due-intro', { tube: tube.name }) },
          ...message.items.map((item) => ({
            kind: 'paragraph' as const,
            text: t(item.overdue ? 'training-overdue-item' : 'training-due-item', {
              video: item.title,
              date: readerDate(item.dueDate, reader.language),
            }),
          })),
        ],
        ...withAction(t('training-action'), `${tube.url}/mandatory`),
        footer,
      };
    }
  }
}
