/**
 * The local SES's mailbox: every accepted message, one JSON file each in `<state>/ses/<id>.json`
 * (written whole, then renamed into place, so a crash leaves no half file), or in memory when the
 * platform keeps no state (ephemeral runs). The files are read back at start, so the mail survives a
 * restart of the platform; `npm run reset` (or DELETE /messages) clears them. A message's raw MIME and
 * inline parts stay on disk and are read when asked for; the rest is held in memory for the viewer.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { addressOf, type InlinePart } from './mime.js';

export interface StoredAttachment {
  fileName: string;
  contentType: string;
  size: number;
  /** An inline part's Content-ID: the HTML view shows it where the HTML says `cid:…`. */
  contentId?: string;
}

/** One accepted message, as the viewer and GET /messages.json show it. */
export interface StoredMessage {
  /** SendEmail's MessageId. */
  id: string;
  /** ISO time SES accepted it. */
  receivedAt: string;
  /** Which SendEmail content it came as. */
  content: 'Simple' | 'Raw';
  /** The sender as given ("Tubes <no-reply@tubes.dev>" or an address). */
  from: string;
  /** Recipients as SES delivers to them (the Destination, or a raw message's headers). */
  to: string[];
  cc: string[];
  bcc: string[];
  replyTo: string[];
  subject: string;
  text: string | null;
  html: string | null;
  /** Simple's custom Headers, or a raw message's headers. */
  headers: { name: string; value: string }[];
  attachments: StoredAttachment[];
  /** EmailTags, by name. */
  tags: Record<string, string>;
  configurationSetName?: string;
  /** Whether the raw MIME is kept (GET /messages/{id}/raw). */
  hasRaw: boolean;
}

/** On disk: the message plus its raw MIME (UTF-8 text when it is, else base64) and inline parts. */
interface MessageFile extends StoredMessage {
  raw?: string;
  rawEncoding?: 'utf8' | 'base64';
  inline?: Record<string, InlinePart>;
}

/** Ids are SES-like (`0100…-uuid-000000`): nothing else names a file. */
export const MESSAGE_ID_PATTERN = /^[0-9a-f-]{20,80}$/;

/** The recipients' addresses, lower-case (To, Cc and Bcc). */
export const recipientsOf = (message: StoredMessage) =>
  [...message.to, ...message.cc, ...message.bcc].map((r) => addressOf(r).toLowerCase());

/**
 * A recipient filter: with an `@`, one address exactly (case-insensitive); without, a domain and its
 * sub-domains (`acme.test` matches a@acme.test and b@eu.acme.test).
 */
export function matchesRecipient(message: StoredMessage, filter: string): boolean {
  const wanted = filter.trim().toLowerCase();
  if (!wanted) return true;
  return recipientsOf(message).some((address) => {
    if (wanted.includes('@')) return address === wanted;
    const domain = address.slice(address.lastIndexOf('@') + 1);
    return domain === wanted || domain.endsWith(`.${wanted}`);
  });
}

/** What is kept of a message beside what the viewer lists: its raw MIME, its inline parts. */
export interface MessageContent {
  raw: Buffer | null;
  inline: Record<string, InlinePart>;
}

export interface MessageStore {
  add(message: StoredMessage, content: MessageContent): void;
  /** Newest first, optionally only those to a recipient (see matchesRecipient). */
  list(recipient?: string): StoredMessage[];
  get(id: string): StoredMessage | undefined;
  /** The raw MIME and inline parts (read from disk when the store has a directory). */
  content(id: string): MessageContent;
  /** Deletes every message; answers how many there were. */
  clear(): number;
}

const newestFirst = (a: StoredMessage, b: StoredMessage) =>
  a.receivedAt < b.receivedAt ? 1 : a.receivedAt > b.receivedAt ? -1 : a.id < b.id ? 1 : -1;

function rawField(raw: Buffer): Pick<MessageFile, 'raw' | 'rawEncoding'> {
  try {
    return { raw: new TextDecoder('utf-8', { fatal: true }).decode(raw), rawEncoding: 'utf8' };
  } catch {
    return { raw: raw.toString('base64'), rawEncoding: 'base64' };
  }
}

function contentOf(file: MessageFile): MessageContent {
  const raw =
    file.raw === undefined ? null : Buffer.from(file.raw, file.rawEncoding === 'base64' ? 'base64' : 'utf8');
  return { raw, inline: file.inline ?? {} };
}

const NO_CONTENT: MessageContent = { raw: null, inline: {} };

/** `directory` null: in memory only. */
export function createMessageStore(directory: string | null, log: (line: string) => void): MessageStore {
  const messages = new Map<string, StoredMessage>();
  const contents = new Map<string, MessageContent>();
  const fileOf = (id: string) => path.join(directory as string, `${id}.json`);

  if (directory && existsSync(directory)) {
    for (const name of readdirSync(directory)) {
      if (!name.endsWith('.json')) continue;
      try {
        const {
          raw: _raw,
          rawEncoding: _encoding,
          inline: _inline,
          ...message
        } = JSON.parse(readFileSync(path.join(directory, name), 'utf8')) as MessageFile;
        if (MESSAGE_ID_PATTERN.test(message.id)) messages.set(message.id, message);
      } catch (error) {
        log(`ses: skipped ${name}, not a stored message: ${String(error)}`);
      }
    }
  }

  return {
    add(message, { raw, inline }) {
      if (directory) {
        mkdirSync(directory, { recursive: true });
        const file: MessageFile = {
          ...message,
          ...(raw ? rawField(raw) : {}),
          ...(Object.keys(inline).length ? { inline } : {}),
        };
        const target = fileOf(message.id);
        writeFileSync(`${target}.tmp`, JSON.stringify(file, null, 2));
        renameSync(`${target}.tmp`, target);
      } else {
        contents.set(message.id, { raw, inline });
      }
      messages.set(message.id, message);
    },
    list(recipient) {
      const all = [...messages.values()].sort(newestFirst);
      return recipient ? all.filter((m) => matchesRecipient(m, recipient)) : all;
    },
    get: (id) => messages.get(id),
    content(id) {
      if (!messages.has(id)) return NO_CONTENT;
      if (!directory) return contents.get(id) ?? NO_CONTENT;
      try {
        return contentOf(JSON.parse(readFileSync(fileOf(id), 'utf8')) as MessageFile);
      } catch {
        return NO_CONTENT;
      }
    },
    clear() {
      const count = messages.size;
      if (directory) for (const id of messages.keys()) rmSync(fileOf(id), { force: true });
      messages.clear();
      contents.clear();
      return count;
    },
  };
}
