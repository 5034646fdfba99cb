/**
 * Ticket links (issue 9, point 6): a support task's `ticketReferenceUrl` is a web address of the
 * ticket system and nothing else. Written out in full as `https://host/…`: a protocol-relative
 * `//evil.example/…`, `javascript:`, `http:`, a relative path, `https:host` without slashes, a
 * backslash (browsers read `https:\\evil` as `https://evil`), whitespace or credentials are refused.
 * The server also checks the host against its configured ticket system; the web opens such a link only
 * as an external link, never as an in-app route.
 */

/** Whether `value` is an absolute https address written out in full (see above). */
export function isAbsoluteHttpsUrl(value: string): boolean {
  // Authority: no credentials (`@`), no backslash, no whitespace; then an optional path/query/fragment.
  if (!/^https:\/\/[^\s\\/?#@]+(?:[/?#][^\s\\]*)?$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** Whether `value` is an absolute https address on `origin` (the ticket system's, e.g. Zendesk's). */
export function isTicketSystemUrl(value: string, origin: string | null): boolean {
  if (!origin || !isAbsoluteHttpsUrl(value)) return false;
  return new URL(value).origin === origin;
}

export const TICKET_LINK_NOT_HTTPS = 'The ticket link must be an absolute https:// address';
export const TICKET_LINK_OTHER_HOST = 'The ticket link must point to the ticket system';
