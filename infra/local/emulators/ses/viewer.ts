/**
 * The mail viewer's pages: the list of messages (newest first, filtered by recipient) and one message
 * (its headers, the links it holds, its HTML in a sandboxed frame and its plain text). Plain HTML with
 * a little inline CSS, no script, no external asset; everything a message brings is escaped here. The
 * message's own HTML is never put into these pages: it is served apart (api.ts, /messages/{id}/html)
 * under a `sandbox` Content-Security-Policy and framed with the iframe's sandbox attribute.
 */
import type { StoredMessage } from './store.js';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);

/** Security headers of the viewer's own pages: no script, frames and forms only from here. */
export const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";
/** A message's HTML: sandboxed (no script, no same origin), images from anywhere, its own styles. */
export const MESSAGE_HTML_CSP =
  "sandbox; default-src 'none'; img-src data: http: https:; style-src 'unsafe-inline'";

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 72rem; padding: 1rem 1.5rem; color: #1a1a1a; }
  a { color: #0645ad; }
  a:focus-visible, button:focus-visible, input:focus-visible { outline: 3px solid #1a73e8; outline-offset: 2px; }
  table { border-collapse: collapse; width: 100%; }
  caption { text-align: left; font-weight: 600; padding: 0.5rem 0; }
  th, td { text-align: left; vertical-align: top; padding: 0.4rem 0.6rem; border-bottom: 1px solid #ccc; }
  th { background: #f2f2f2; }
  td.time { white-space: nowrap; }
  form { display: flex; gap: 0.5rem; align-items: center; flex-wrap: wrap; margin: 1rem 0; }
  input { font: inherit; padding: 0.3rem 0.5rem; min-width: 18rem; }
  button { font: inherit; padding: 0.3rem 0.9rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  iframe { width: 100%; height: 60vh; border: 1px solid #888; background: #fff; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f6f6f6; padding: 1rem; border: 1px solid #ddd; }
  .muted { color: #555; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
${body}
</body>
</html>
`;
}

function time(iso: string): string {
  const shown = iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
  return `<time datetime="${escapeHtml(iso)}">${escapeHtml(shown)}</time>`;
}

const messageHref = (id: string) => `/messages/${encodeURIComponent(id)}`;
const subjectOf = (m: StoredMessage) => m.subject || '(no subject)';

/** GET /: every message, newest first; `recipient` filters (an address, or a domain). */
export function listPage(messages: StoredMessage[], recipient: string): string {
  const rows = messages
    .map(
      (m) => `<tr>
  <td class="time">${time(m.receivedAt)}</td>
  <td>${escapeHtml(m.from)}</td>
  <td>${escapeHtml([...m.to, ...m.cc, ...m.bcc].join(', '))}</td>
  <td><a href="${messageHref(m.id)}">${escapeHtml(subjectOf(m))}</a></td>
</tr>`,
    )
    .join('\n');
  const count = `${messages.length} message${messages.length === 1 ? '' : 's'}`;
  const caption = recipient ? `${count} to ${escapeHtml(recipient)}, newest first` : `${count}, newest first`;
  return page(
    'Mail viewer — local Amazon SES',
    `<header>
<h1>Mail viewer</h1>
<p class="muted">Every e-mail the local platform sent through its Amazon SES emulator. Nothing leaves this machine.</p>
</header>
<main>
<form method="get" action="/" role="search" aria-label="Filter by recipient">
  <label for="to">Recipient (address or domain)</label>
  <input id="to" name="to" type="search" value="${escapeHtml(recipient)}" autocomplete="off">
  <button type="submit">Filter</button>
  ${recipient ? '<a href="/">Show all</a>' : ''}
</form>
<table>
<caption>${caption}</caption>
<thead><tr><th scope="col">Received</th><th scope="col">From</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead>
<tbody>
${rows || '<tr><td colspan="4">No messages yet.</td></tr>'}
</tbody>
</table>
</main>`,
  );
}

/** The http(s) links of a message (its HTML's href attributes, else URLs in its text), each once. */
export function linksOf(message: StoredMessage): string[] {
  const found: string[] = [];
  const decode = (href: string) =>
    href.replace(/&amp;/g, '&').replace(/&#(\d+);/g, (_w, n: string) => String.fromCharCode(Number(n)));
  for (const [, href] of (message.html ?? '').matchAll(/href\s*=\s*["']?(https?:\/\/[^"'\s>]+)/gi)) {
    found.push(decode(href as string));
  }
  for (const [url] of (message.text ?? '').matchAll(/https?:\/\/[^\s<>"')\]]+/g)) found.push(url);
  return [...new Set(found)];
}

function field(name: string, value: string | undefined): string {
  return value ? `<dt>${escapeHtml(name)}</dt><dd>${value}</dd>` : '';
}

const addresses = (list: string[]) => (list.length ? escapeHtml(list.join(', ')) : undefined);

/** GET /messages/{id}: headers, links, the HTML view (sandboxed frame) and the plain text. */
export function messagePage(message: StoredMessage): string {
  const href = messageHref(message.id);
  const tags = Object.entries(message.tags)
    .map(([name, value]) => `${escapeHtml(name)}=${escapeHtml(value)}`)
    .join(', ');
  const attachments = message.attachments
    .map((a) => `${escapeHtml(a.fileName)} (${escapeHtml(a.contentType)}, ${a.size} bytes)`)
    .join('<br>');
  const links = linksOf(message);
  const headerRows = message.headers
    .map((h) => `<tr><th scope="row">${escapeHtml(h.name)}</th><td>${escapeHtml(h.value)}</td></tr>`)
    .join('\n');
  return page(
    `${subjectOf(message)} — mail viewer`,
    `<nav aria-label="Mail viewer"><a href="/">All messages</a></nav>
<main>
<h1>${escapeHtml(subjectOf(message))}</h1>
<dl>
${field('From', escapeHtml(message.from))}
${field('To', addresses(message.to))}
${field('Cc', addresses(message.cc))}
${field('Bcc', addresses(message.bcc))}
${field('Reply-To', addresses(message.replyTo))}
${field('Received', time(message.receivedAt))}
${field('Message ID', escapeHtml(message.id))}
${field('Sent as', escapeHtml(message.content))}
${field('Configuration set', message.configurationSetName ? escapeHtml(message.configurationSetName) : undefined)}
${field('Tags', tags || undefined)}
${field('Attachments', attachments || undefined)}
</dl>
${
  links.length
    ? `<h2>Links in this message</h2>
<ul>
${links.map((l) => `<li><a href="${escapeHtml(l)}" rel="noreferrer noopener">${escapeHtml(l)}</a></li>`).join('\n')}
</ul>`
    : ''
}
<h2>HTML view</h2>
${
  message.html !== null
    ? `<iframe sandbox src="${href}/html" title="The message's HTML (scripts do not run)" referrerpolicy="no-referrer"></iframe>
<p><a href="${href}/html">Open the HTML alone</a></p>`
    : '<p>This message has no HTML part.</p>'
}
<h2>Plain-text view</h2>
${
  message.text !== null
    ? `<pre>${escapeHtml(message.text)}</pre>
<p><a href="${href}/text">Open as text/plain</a></p>`
    : '<p>This message has no plain-text part.</p>'
}
${message.hasRaw ? `<p><a href="${href}/raw">The raw MIME message</a></p>` : ''}
${
  headerRows
    ? `<table>
<caption>${message.content === 'Raw' ? 'Headers of the raw message' : 'Custom headers'}</caption>
<thead><tr><th scope="col">Name</th><th scope="col">Value</th></tr></thead>
<tbody>
${headerRows}
</tbody>
</table>`
    : ''
}
</main>`,
  );
}

/** A 404 page for the viewer. */
export function notFoundPage(what: string): string {
  return page(
    'Not found — mail viewer',
    `<main><h1>Not found</h1><p>${escapeHtml(what)}</p><p><a href="/">All messages</a></p></main>`,
  );
}
