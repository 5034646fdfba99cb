/**
 * The mails the local SES holds (the platform's mail viewer, GET /messages.json), for tests that check
 * what users receive.
 */
import type { StoredMessage } from '../../../infra/local/emulators/ses/store.js';
import { platform } from './platform.js';
import { eventually } from './waiting.js';

export type Mail = StoredMessage;

/** Every mail to `address`, newest first. */
export async function mailsTo(address: string): Promise<Mail[]> {
  const url = new URL('messages.json', platform().urls.mailViewer);
  url.searchParams.set('to', address);
  const res = await fetch(url);
  if (!res.ok) throw new Error(`mail viewer answered ${res.status}`);
  return ((await res.json()) as { messages: Mail[] }).messages;
}

/** The newest mail to `address` whose subject matches, once it has arrived. */
export async function mailTo(address: string, subject: RegExp): Promise<Mail> {
  const mails = await eventually(
    () => mailsTo(address),
    (list) => list.some((m) => subject.test(m.subject)),
    { timeoutMs: 10_000 },
  );
  return mails.find((m) => subject.test(m.subject))!;
}

/** The temporary password an invitation carries (its plain-text part). */
export function temporaryPasswordIn(mail: Mail): string {
  const match = /^Temporary password: (\S+)$/m.exec(mail.text ?? '');
  if (!match?.[1]) throw new Error(`no temporary password in the mail "${mail.subject}"`);
  return match[1];
}
