/**
 * What the product e-mails, by category (issue 15 "E-mail, in both runtimes"). A user may turn off the
 * categories they can live without (the profile dialog, userCommand updateMailPreferences); account
 * messages (the invitation with the temporary password) always go out: without them nobody can sign in.
 * Where each category is used: functions/core/domain/mail/messages.ts; docs/decisions.md "E-mail".
 */
export const MAIL_CATEGORIES = ['account', 'tasks', 'training'] as const;
export type MailCategory = (typeof MAIL_CATEGORIES)[number];

/** The categories a user may turn off, in the order the profile dialog lists them. */
export const OPTIONAL_MAIL_CATEGORIES = ['tasks', 'training'] as const satisfies readonly MailCategory[];
export type OptionalMailCategory = (typeof OPTIONAL_MAIL_CATEGORIES)[number];

export function isOptionalMailCategory(category: string): category is OptionalMailCategory {
  return (OPTIONAL_MAIL_CATEGORIES as readonly string[]).includes(category);
}

/** Whether a message of `category` goes to a user who turned off `optOuts`. */
export function mayMail(category: MailCategory, optOuts: readonly string[]): boolean {
  return !isOptionalMailCategory(category) || !optOuts.includes(category);
}
