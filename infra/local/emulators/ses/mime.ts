/**
 * A small MIME reader for the local SES: enough of a raw message (RFC 5322 + MIME) to show it in the
 * mail viewer and to know its sender and recipients, as SES reads them. Headers (folded lines,
 * RFC 2047 encoded words), address lists ("Name <a@b>", quoted names, comments dropped), multipart
 * bodies (nested), base64 / quoted-printable / 7bit / 8bit transfer encodings and the charsets
 * TextDecoder knows. The first text/plain and text/html parts that are no attachment are the message's
 * text and HTML; parts with a file name or `Content-Disposition: attachment` are listed as attachments.
 * Not a validator: a malformed message is read as well as it goes.
 */

export interface MimeHeader {
  name: string;
  value: string;
}

export interface MimeAttachment {
  fileName: string;
  contentType: string;
  size: number;
  /** Its Content-ID (without <>), which the HTML names as `cid:…`. */
  contentId?: string;
}

/** An inline part's content, for the HTML view's `cid:` references. */
export interface InlinePart {
  contentType: string;
  /** Base64. */
  data: string;
}

export interface ParsedMime {
  headers: MimeHeader[];
  /** Decoded header value (first occurrence), or undefined. */
  header(name: string): string | undefined;
  subject: string | undefined;
  from: string | undefined;
  to: string[];
  cc: string[];
  bcc: string[];
  replyTo: string[];
  text: string | null;
  html: string | null;
  attachments: MimeAttachment[];
  /** Parts with a Content-ID, by it. */
  inline: Record<string, InlinePart>;
}

/** Bytes → string one-to-one, so a part's bytes can be recovered exactly (Buffer 'latin1'). */
const binary = (bytes: Buffer) => bytes.toString('latin1');
const bytesOf = (text: string) => Buffer.from(text, 'latin1');

/** Text in a charset TextDecoder knows (utf-8 when unknown). */
export function decodeCharset(bytes: Buffer, charset: string | undefined): string {
  const label = (charset ?? 'utf-8').trim().toLowerCase() || 'utf-8';
  try {
    return new TextDecoder(label === 'us-ascii' ? 'utf-8' : label).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/** A header's raw bytes as text: UTF-8 when they are (SMTPUTF8 mail), else Latin-1. */
function headerText(value: string): string {
  if (!/[\x80-\xff]/.test(value)) return value;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytesOf(value));
  } catch {
    return value;
  }
}

export function decodeQuotedPrintable(text: string): Buffer {
  const softBreaksRemoved = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < softBreaksRemoved.length; i++) {
    const c = softBreaksRemoved.charCodeAt(i);
    const hex = softBreaksRemoved.slice(i + 1, i + 3);
    if (c === 0x3d && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(c & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words (`=?utf-8?B?…?=`, `=?iso-8859-1?Q?…?=`); whitespace between two is dropped. */
export function decodeEncodedWords(value: string): string {
  const word = /=\?([^?\s]+)\?([BbQq])\?([^?\s]*)\?=/g;
  return headerText(value)
    .replace(/(=\?[^?\s]+\?[BbQq]\?[^?\s]*\?=)\s+(?==\?[^?\s]+\?[BbQq]\?[^?\s]*\?=)/g, '$1')
    .replace(word, (whole, charset: string, encoding: string, data: string) => {
      const bytes =
        encoding.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64')
          : decodeQuotedPrintable(data.replace(/_/g, ' '));
      // RFC 2231 language suffix: utf-8*en
      return decodeCharset(bytes, charset.split('*')[0]) || whole;
    });
}

/** Headers and body of an entity (split at the first empty line). */
function splitEntity(entity: string): { headers: MimeHeader[]; body: string } {
  const match = /\r?\n\r?\n/.exec(entity);
  const head = match ? entity.slice(0, match.index) : entity;
  const body = match ? entity.slice(match.index + match[0].length) : '';
  const headers: MimeHeader[] = [];
  for (const line of head.split(/\r?\n/)) {
    if (/^[ \t]/.test(line) && headers.length > 0) {
      const last = headers[headers.length - 1] as MimeHeader;
      last.value = `${last.value} ${line.trim()}`;
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    headers.push({ name: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim() });
  }
  return { headers, body };
}

/** `text/html; charset="utf-8"` → its value and parameters (lower-case names; RFC 2231 `name*=`). */
export function parseParameterized(value: string): { value: string; params: Record<string, string> } {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < value.length; i++) {
    const c = value[i] as string;
    if (c === '\\' && quoted) {
      current += value[i + 1] ?? '';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (c === ';' && !quoted) {
      parts.push(current);
      current = '';
    } else {
      current += c;
    }
  }
  parts.push(current);
  const params: Record<string, string> = {};
  for (const part of parts.slice(1)) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim().toLowerCase();
    const raw = part.slice(eq + 1).trim();
    if (name.endsWith('*')) {
      // RFC 2231: charset'language'percent-encoded
      const m = /^([^']*)'[^']*'(.*)$/.exec(raw);
      const bytes = Buffer.from(
        (m?.[2] ?? raw).replace(/%([0-9A-Fa-f]{2})/g, (_w, hex: string) =>
          String.fromCharCode(parseInt(hex, 16)),
        ),
        'latin1',
      );
      params[name.slice(0, -1)] = decodeCharset(bytes, m?.[1] || 'utf-8');
    } else {
      params[name] = decodeEncodedWords(raw);
    }
  }
  return { value: (parts[0] ?? '').trim().toLowerCase(), params };
}

/** An address list split at the commas outside quotes, angle brackets and comments; groups flattened. */
export function splitAddressList(value: string): string[] {
  const out: string[] = [];
  let current = '';
  let quoted = false;
  let angle = 0;
  let comment = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value[i] as string;
    if (c === '\\' && (quoted || comment)) {
      current += c + (value[i + 1] ?? '');
      i++;
      continue;
    }
    if (c === '"' && !comment) quoted = !quoted;
    else if (!quoted && c === '(') comment++;
    else if (!quoted && c === ')' && comment > 0) comment--;
    else if (!quoted && !comment && c === '<') angle++;
    else if (!quoted && !comment && c === '>' && angle > 0) angle--;
    if (!quoted && !comment && !angle && (c === ',' || c === ';')) {
      out.push(current);
      current = '';
      continue;
    }
    // "Group name:" starts a group: its members are listed, the name is dropped.
    if (!quoted && !comment && !angle && c === ':') {
      current = '';
      continue;
    }
    current += c;
  }
  out.push(current);
  return out.map((a) => a.trim()).filter(Boolean);
}

/** The addr-spec of "Name <a@b>" or "a@b (comment)". */
export function addressOf(mailbox: string): string {
  const angle = /<([^<>]*)>\s*$/.exec(mailbox);
  if (angle) return (angle[1] ?? '').trim();
  return mailbox.replace(/\([^()]*\)/g, '').trim();
}

function decodeBody(body: string, transferEncoding: string | undefined): Buffer {
  switch ((transferEncoding ?? '').trim().toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64');
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    default:
      return bytesOf(body);
  }
}

function headerOf(headers: MimeHeader[], name: string): string | undefined {
  const lower = name.toLowerCase();
  return headers.find((h) => h.name.toLowerCase() === lower)?.value;
}

interface Collected {
  text: string | null;
  html: string | null;
  attachments: MimeAttachment[];
  inline: Record<string, InlinePart>;
}

/** Walks an entity's parts (multipart nesting capped), collecting text, HTML and attachments. */
function collect(entity: string, into: Collected, depth: number): void {
  const { headers, body } = splitEntity(entity);
  const type = parseParameterized(headerOf(headers, 'content-type') ?? 'text/plain');
  const disposition = parseParameterized(headerOf(headers, 'content-disposition') ?? '');
  if (type.value.startsWith('multipart/') && type.params.boundary && depth < 20) {
    const boundary = `--${type.params.boundary}`;
    const lines = body.split(/\r?\n/);
    let part: string[] | null = null;
    for (const line of lines) {
      const trimmed = line.trimEnd();
      if (trimmed === boundary || trimmed === `${boundary}--`) {
        if (part) collect(part.join('\r\n'), into, depth + 1);
        part = trimmed === boundary ? [] : null;
        if (!part) break;
        continue;
      }
      part?.push(line);
    }
    return;
  }
  const fileName = disposition.params.filename ?? type.params.name;
  const contentId = headerOf(headers, 'content-id')
    ?.replace(/^\s*<|>\s*$/g, '')
    .trim();
  const bytes = decodeBody(body, headerOf(headers, 'content-transfer-encoding'));
  const binaryPart = !type.value.startsWith('text/');
  if (disposition.value === 'attachment' || (binaryPart && (fileName || contentId))) {
    into.attachments.push({
      fileName: fileName ?? contentId ?? 'attachment',
      contentType: type.value,
      size: bytes.length,
      ...(contentId ? { contentId } : {}),
    });
    if (contentId) into.inline[contentId] = { contentType: type.value, data: bytes.toString('base64') };
    return;
  }
  if (type.value === 'text/plain' && into.text === null) {
    into.text = decodeCharset(bytes, type.params.charset);
  } else if (type.value === 'text/html' && into.html === null) {
    into.html = decodeCharset(bytes, type.params.charset);
  } else if (fileName) {
    into.attachments.push({ fileName, contentType: type.value, size: bytes.length });
  }
}

/** Reads a raw message (its bytes as sent). */
export function parseMime(raw: Buffer): ParsedMime {
  const entity = binary(raw);
  const { headers: rawHeaders } = splitEntity(entity);
  const headers = rawHeaders.map((h) => ({ name: h.name, value: decodeEncodedWords(h.value) }));
  const header = (name: string) => headerOf(headers, name);
  // Split before decoding: an encoded display name may hold a comma.
  const list = (name: string) =>
    rawHeaders
      .filter((h) => h.name.toLowerCase() === name)
      .flatMap((h) => splitAddressList(h.value))
      .map(decodeEncodedWords);
  const collected: Collected = { text: null, html: null, attachments: [], inline: {} };
  collect(entity, collected, 0);
  return {
    headers,
    header,
    subject: header('subject'),
    from: list('from')[0],
    to: list('to'),
    cc: list('cc'),
    bcc: list('bcc'),
    replyTo: list('reply-to'),
    ...collected,
  };
}
