/**
 * Local Amazon SES (API v2) with a mail viewer, on one port (design.md §1). Nothing is delivered: every
 * accepted message is kept (./store.ts: `<state>/ses/<id>.json`, or in memory for ephemeral platforms)
 * and shown by the viewer.
 *
 * The API, as `@aws-sdk/client-sesv2` speaks it (REST-JSON, SigV4-signed for the service `ses`:
 * unsigned or wrongly signed calls are refused with AWS's 403 answers before the body is read; errors
 * are `x-amzn-ErrorType` + `{ "message" }`, so the SDK throws its own exception classes):
 *   POST /v2/email/outbound-emails          SendEmail: Simple (Subject, Text and/or Html, Headers,
 *                                           Attachments) or Raw (a MIME message, read by ./mime.ts);
 *                                           Template is refused (no templates are stored here)
 *   GET  /v2/email/identities/{identity}    GetEmailIdentity
 *   POST /v2/email/list-identities          ListEmailIdentities (what the SDK v3 sends)
 *   GET  /v2/email/identities               ListEmailIdentities (the API reference's older route)
 * SendEmail checks what SES checks: a sender (FromEmailAddress, or a raw message's From), 1 to 50
 * recipients (Destination, or a raw message's To/Cc/Bcc), well-formed addresses, a Simple message's
 * subject and body, EmailTags' characters, the 40 MB message size (a larger request is refused with 413
 * before it is read whole) and that the sender's address or domain (or a parent domain) is one of the
 * verified identities the emulator is started with: anything else is `MessageRejected`, worded as SES
 * words it. The account is treated as out of the SES sandbox: recipients need not be verified, and no
 * sending quota or rate applies. Configuration sets are not emulated (a ConfigurationSetName is only
 * recorded with the message); the mailbox simulator addresses are ordinary recipients here.
 *
 * The mail viewer (plain GET pages, no signing; ./viewer.ts):
 *   GET    /                      the messages, newest first (`?to=` an address, or a domain)
 *   GET    /messages/{id}         one message: headers, links, HTML view (sandboxed iframe), plain text
 *   GET    /messages/{id}/html    its HTML, under `Content-Security-Policy: sandbox; …` (no script runs);
 *                                 inline parts it names as `cid:…` (a logo) become data: images
 *   GET    /messages/{id}/text    its plain text (text/plain)
 *   GET    /messages/{id}/raw     a raw message's MIME as sent (text/plain)
 *   GET    /messages.json         `{ messages }`, newest first (`?to=` as above), without the raw MIME: tests
 *   DELETE /messages              deletes every message (tests): `{ deleted }`
 *   GET    /health                `{ status: 'up', messages, verifiedIdentities }`
 * Listens on 127.0.0.1 only.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { AwsApiError } from '../aws-json-api.js';
import { listenOnLoopback } from '../listen.js';
import { checkAuthorizationHeader, sha256Hex, verifySignature, type SigV4Credentials } from '../sigv4.js';
import { addressOf, parseMime, type InlinePart } from './mime.js';
import {
  createMessageStore,
  MESSAGE_ID_PATTERN,
  type MessageStore,
  type StoredAttachment,
  type StoredMessage,
} from './store.js';
import { listPage, MESSAGE_HTML_CSP, messagePage, notFoundPage, PAGE_CSP } from './viewer.js';

/** SES API v2's message size limit (after base64 encoding of its attachments): 40 MB. */
export const MAX_MESSAGE_BYTES = 40 * 1024 * 1024;
/** To, Cc and Bcc together. */
export const MAX_RECIPIENTS = 50;
/** A Raw message travels base64-encoded inside the JSON body: its limit, plus room for the rest. */
export const requestLimit = (maxMessageBytes: number) => Math.ceil(maxMessageBytes / 3) * 4 + 1024 * 1024;

export interface SesLocalOptions {
  port: number;
  credentials: SigV4Credentials;
  region: string;
  /** Domains (`tubes.dev`, sub-domains included) and addresses that may send. */
  verifiedIdentities: readonly string[];
  /** Messages are kept in `<stateDirectory>/ses/`; null keeps them in memory (ephemeral platforms). */
  stateDirectory: string | null;
  /** The message size limit (tests make it small); default 40 MB as SES. */
  maxMessageBytes?: number;
  now?: () => Date;
  log?: (line: string) => void;
}

export interface SesLocal {
  /** The SDK's endpoint (AWS_ENDPOINT_URL_SESV2). */
  endpoint: string;
  /** The mail viewer's list page. */
  viewerUrl: string;
  verifiedIdentities: readonly string[];
  /** The kept messages, newest first (optionally to a recipient address or domain). */
  messages(recipient?: string): StoredMessage[];
  stop(): Promise<void>;
}

type Input = Record<string, unknown>;

const badRequest = (message: string) => new AwsApiError(400, 'BadRequestException', message);
const notNull = (field: string) =>
  badRequest(
    `1 validation error detected: Value null at '${field}' failed to satisfy constraint: Member must not be null`,
  );

const isObject = (value: unknown): value is Input =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function stringList(value: unknown, field: string): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) {
    throw badRequest(`${field} must be a list of strings.`);
  }
  return value as string[];
}

/** An addr-spec: a dot-atom or quoted local part, a host name of letters, digits and hyphens (ASCII). */
const ADDRESS =
  /^(?:[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*|"(?:[^"\\\r\n]|\\.)+")@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

/** A mailbox ("Name <a@b>" or "a@b"), refused as SES refuses it; answers its address. */
function checkMailbox(mailbox: string, log: (line: string) => void, field: string): string {
  const address = addressOf(mailbox);
  if (!address.includes('@')) {
    log(`ses: ${field} ${JSON.stringify(mailbox)} has no @domain`);
    throw badRequest("Missing final '@domain'");
  }
  if (!ADDRESS.test(address) || address.length > 320) {
    log(`ses: ${field} ${JSON.stringify(mailbox)} is not a valid address`);
    throw badRequest('Illegal address');
  }
  return address;
}

/** EmailTags' names and values: ASCII letters, digits, `_` and `-`, at most 256 characters. */
function checkTags(value: unknown): Record<string, string> {
  if (value === undefined || value === null) return {};
  if (!Array.isArray(value)) throw badRequest('EmailTags must be a list of { Name, Value }.');
  const tags: Record<string, string> = {};
  for (const tag of value as unknown[]) {
    const name = isObject(tag) ? tag.Name : undefined;
    const tagValue = isObject(tag) ? tag.Value : undefined;
    if (typeof name !== 'string' || !/^[A-Za-z0-9_-]{1,256}$/.test(name)) {
      throw badRequest(
        `Invalid tag name <${String(name)}>: only alphanumeric ASCII characters, '_', and '-' are allowed.`,
      );
    }
    if (typeof tagValue !== 'string' || !/^[A-Za-z0-9_-]{1,256}$/.test(tagValue)) {
      throw badRequest(
        `Invalid tag value <${String(tagValue)}>: only alphanumeric ASCII characters, '_', and '-' are allowed.`,
      );
    }
    tags[name] = tagValue;
  }
  return tags;
}

function textContent(value: unknown, field: string): string | null {
  if (value === undefined || value === null) return null;
  if (!isObject(value) || typeof value.Data !== 'string') throw notNull(`${field}.data`);
  return value.Data;
}

const sizeRejected = (size: number, max: number) =>
  new AwsApiError(400, 'MessageRejected', `Message length is more than ${max} bytes long: '${size}'.`);

/** What a message's content gives: its parts, the sender and recipients it names, its raw bytes. */
interface ReadContent {
  content: 'Simple' | 'Raw';
  subject: string;
  text: string | null;
  html: string | null;
  headers: { name: string; value: string }[];
  attachments: StoredAttachment[];
  /** Parts with a Content-ID (an inline logo), by it. */
  inline: Record<string, InlinePart>;
  raw: Buffer | null;
  /** A raw message's From, To, Cc, Bcc and Reply-To headers. */
  from?: string | undefined;
  to: string[];
  cc: string[];
  bcc: string[];
  replyTo: string[];
}

function readSimple(simple: Input, maxMessageBytes: number): ReadContent {
  const subject = textContent(simple.Subject, 'content.simple.subject');
  if (subject === null) throw notNull('content.simple.subject');
  if (!isObject(simple.Body)) throw notNull('content.simple.body');
  const text = textContent(simple.Body.Text, 'content.simple.body.text');
  const html = textContent(simple.Body.Html, 'content.simple.body.html');
  if (text === null && html === null) {
    throw badRequest('The message body is empty: Body needs Text, Html or both.');
  }
  const headers = (Array.isArray(simple.Headers) ? (simple.Headers as unknown[]) : []).map((h) => {
    if (!isObject(h) || typeof h.Name !== 'string' || typeof h.Value !== 'string') {
      throw badRequest('Each of Headers needs a Name and a Value.');
    }
    return { name: h.Name, value: h.Value };
  });
  const inline: Record<string, InlinePart> = {};
  const attachments = (Array.isArray(simple.Attachments) ? (simple.Attachments as unknown[]) : []).map(
    (a): StoredAttachment => {
      if (!isObject(a) || typeof a.FileName !== 'string' || typeof a.RawContent !== 'string') {
        throw badRequest('Each of Attachments needs a FileName and its RawContent.');
      }
      const contentType = typeof a.ContentType === 'string' ? a.ContentType : 'application/octet-stream';
      const contentId = typeof a.ContentId === 'string' && a.ContentId ? a.ContentId : undefined;
      if (contentId) inline[contentId] = { contentType, data: a.RawContent };
      return {
        fileName: a.FileName,
        contentType,
        size: Buffer.byteLength(a.RawContent, 'base64'),
        ...(contentId ? { contentId } : {}),
      };
    },
  );
  // The MIME message SES would build: the texts and the attachments base64-encoded.
  const size =
    Buffer.byteLength(subject) +
    Buffer.byteLength(text ?? '') +
    Buffer.byteLength(html ?? '') +
    attachments.reduce((sum, a) => sum + Math.ceil(a.size / 3) * 4, 0);
  if (size > maxMessageBytes) throw sizeRejected(size, maxMessageBytes);
  return {
    content: 'Simple',
    subject,
    text,
    html,
    headers,
    attachments,
    inline,
    raw: null,
    to: [],
    cc: [],
    bcc: [],
    replyTo: [],
  };
}

function readRaw(rawContent: Input, maxMessageBytes: number): ReadContent {
  if (typeof rawContent.Data !== 'string') throw notNull('content.raw.data');
  const raw = Buffer.from(rawContent.Data, 'base64');
  if (raw.length === 0) throw badRequest('The raw message is empty.');
  if (raw.length > maxMessageBytes) throw sizeRejected(raw.length, maxMessageBytes);
  const mime = parseMime(raw);
  return {
    content: 'Raw',
    subject: mime.subject ?? '',
    text: mime.text,
    html: mime.html,
    headers: mime.headers,
    attachments: mime.attachments,
    inline: mime.inline,
    raw,
    from: mime.from,
    to: mime.to,
    cc: mime.cc,
    bcc: mime.bcc,
    replyTo: mime.replyTo,
  };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** SES-like message ids: time-ordered, unique (`0100018f…-<uuid>-000000`). */
function messageId(now: Date): string {
  return `01${now.getTime().toString(16).padStart(14, '0')}-${randomUUID()}-000000`;
}

/** The body, or null once it grows past `limit` (the rest is read and dropped, so the 413 arrives). */
function readLimitedBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      if (over) return;
      size += chunk.length;
      if (size > limit) {
        over = true;
        chunks.length = 0;
        resolve(null);
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!over) resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
  });
}

export async function startSes(options: SesLocalOptions): Promise<SesLocal> {
  const log = options.log ?? (() => undefined);
  const now = options.now ?? (() => new Date());
  const maxMessageBytes = options.maxMessageBytes ?? MAX_MESSAGE_BYTES;
  const maxRequestBytes = requestLimit(maxMessageBytes);
  const region = options.region;
  const signing = { credentials: options.credentials, region, service: 'ses' };
  const identities = options.verifiedIdentities.map((i) => i.trim().toLowerCase()).filter(Boolean);
  const store: MessageStore = createMessageStore(
    options.stateDirectory ? path.join(options.stateDirectory, 'ses') : null,
    log,
  );

  /** The sender's address, its domain or a parent domain of it is verified. */
  const verified = (address: string) => {
    const lower = address.toLowerCase();
    if (identities.includes(lower)) return true;
    const labels = lower.slice(lower.lastIndexOf('@') + 1).split('.');
    return labels.some((_label, i) => identities.includes(labels.slice(i).join('.')));
  };

  function sendEmail(input: Input): { MessageId: string } {
    const content = input.Content;
    if (!isObject(content)) throw notNull('content');
    const kinds = (['Simple', 'Raw', 'Template'] as const).filter((k) => content[k] != null);
    if (kinds.length !== 1) {
      throw badRequest('Content must hold exactly one of Simple, Raw and Template.');
    }
    if (kinds[0] === 'Template') {
      throw badRequest(
        'The local SES does not store templates (CreateEmailTemplate is not emulated): send Simple or Raw content.',
      );
    }
    const read =
      kinds[0] === 'Simple'
        ? readSimple(content.Simple as Input, maxMessageBytes)
        : readRaw(content.Raw as Input, maxMessageBytes);

    const fromGiven = typeof input.FromEmailAddress === 'string' ? input.FromEmailAddress.trim() : '';
    const from = fromGiven || read.from || '';
    if (!from) throw badRequest("Missing required header 'From'.");
    const fromAddress = checkMailbox(from, log, 'FromEmailAddress');

    const destination = isObject(input.Destination) ? input.Destination : {};
    let to = stringList(destination.ToAddresses, 'Destination.ToAddresses');
    let cc = stringList(destination.CcAddresses, 'Destination.CcAddresses');
    let bcc = stringList(destination.BccAddresses, 'Destination.BccAddresses');
    // A raw message without a Destination goes to the recipients its headers name.
    if (read.content === 'Raw' && to.length + cc.length + bcc.length === 0) {
      ({ to, cc, bcc } = read);
    }
    const count = to.length + cc.length + bcc.length;
    if (count === 0) {
      throw badRequest('Recipient count is zero: give at least one To, Cc or Bcc address.');
    }
    if (count > MAX_RECIPIENTS) throw badRequest(`Recipient count exceeds ${MAX_RECIPIENTS}.`);
    for (const [field, list] of [
      ['ToAddresses', to],
      ['CcAddresses', cc],
      ['BccAddresses', bcc],
    ] as const) {
      for (const recipient of list) checkMailbox(recipient, log, `Destination.${field}`);
    }
    const replyToGiven = stringList(input.ReplyToAddresses, 'ReplyToAddresses');
    const replyTo = replyToGiven.length > 0 ? replyToGiven : read.replyTo;
    for (const address of replyTo) checkMailbox(address, log, 'ReplyToAddresses');
    const tags = checkTags(input.EmailTags);

    if (!verified(fromAddress)) {
      throw new AwsApiError(
        400,
        'MessageRejected',
        `Email address is not verified. The following identities failed the check in region ${region.toUpperCase()}: ${fromAddress}`,
      );
    }

    const received = now();
    const message: StoredMessage = {
      id: messageId(received),
      receivedAt: received.toISOString(),
      content: read.content,
      from,
      to,
      cc,
      bcc,
      replyTo,
      subject: read.subject,
      text: read.text,
      html: read.html,
      headers: read.headers,
      attachments: read.attachments,
      tags,
      ...(typeof input.ConfigurationSetName === 'string'
        ? { configurationSetName: input.ConfigurationSetName }
        : {}),
      hasRaw: read.raw !== null,
    };
    store.add(message, { raw: read.raw, inline: read.inline });
    log(
      `ses: ${message.id} from ${fromAddress} to ${count} recipient(s): ${JSON.stringify(message.subject)}`,
    );
    return { MessageId: message.id };
  }

  const identityType = (identity: string) => (identity.includes('@') ? 'EMAIL_ADDRESS' : 'DOMAIN');

  function getEmailIdentity(name: string): unknown {
    const identity = identities.find((i) => i === name.toLowerCase());
    if (!identity) throw new AwsApiError(404, 'NotFoundException', `Email identity ${name} does not exist.`);
    const type = identityType(identity);
    return {
      IdentityType: type,
      FeedbackForwardingStatus: true,
      VerifiedForSendingStatus: true,
      VerificationStatus: 'SUCCESS',
      DkimAttributes:
        type === 'DOMAIN'
          ? { SigningEnabled: true, Status: 'SUCCESS', SigningAttributesOrigin: 'AWS_SES', Tokens: [] }
          : { SigningEnabled: false, Status: 'NOT_STARTED' },
      Policies: {},
      Tags: [],
    };
  }

  function listEmailIdentities(pageSize: unknown, nextToken: unknown): unknown {
    const size = pageSize === undefined || pageSize === null || pageSize === '' ? 1000 : Number(pageSize);
    if (!Number.isInteger(size) || size < 1 || size > 1000) {
      throw badRequest('PageSize must be a number from 1 to 1000.');
    }
    const start = nextToken ? Number(Buffer.from(String(nextToken), 'base64url').toString('utf8')) : 0;
    if (!Number.isInteger(start) || start < 0 || start > identities.length) {
      throw badRequest('Invalid NextToken.');
    }
    const page = identities.slice(start, start + size).map((identity) => ({
      IdentityType: identityType(identity),
      IdentityName: identity,
      SendingEnabled: true,
      VerificationStatus: 'SUCCESS',
    }));
    const next = start + size < identities.length ? start + size : null;
    return {
      EmailIdentities: page,
      ...(next !== null ? { NextToken: Buffer.from(String(next)).toString('base64url') } : {}),
    };
  }

  const sendError = (res: ServerResponse, error: AwsApiError) => {
    res.writeHead(error.status, {
      'Content-Type': 'application/json',
      'x-amzn-ErrorType': error.errorType,
      'x-amzn-RequestId': randomUUID(),
    });
    res.end(JSON.stringify({ message: error.message }));
  };

  async function api(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const request = { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers };
    const parsed = checkAuthorizationHeader(request, signing);
    if (!parsed.ok) return sendError(res, new AwsApiError(parsed.status, parsed.errorType, parsed.message));
    const tooLarge = new AwsApiError(413, 'RequestEntityTooLargeException', 'Request entity too large');
    // A declared length over the limit is refused before a byte of the body is read.
    if (Number(req.headers['content-length'] ?? 0) > maxRequestBytes) {
      req.resume();
      return sendError(res, tooLarge);
    }
    const body = await readLimitedBody(req, maxRequestBytes);
    if (body === null) return sendError(res, tooLarge);
    const signed = verifySignature(parsed, sha256Hex(body));
    if (!signed.ok) return sendError(res, new AwsApiError(signed.status, signed.errorType, signed.message));
    const input = (): Input => {
      try {
        const value: unknown = JSON.parse(body.toString('utf8') || '{}');
        if (isObject(value)) return value;
      } catch {
        // answered below
      }
      throw badRequest('The request body is not a JSON object.');
    };
    const answer = (result: unknown) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'x-amzn-RequestId': randomUUID() });
      res.end(JSON.stringify(result));
    };
    const identity = /^\/v2\/email\/identities\/([^/]+)$/.exec(url.pathname);
    try {
      if (req.method === 'POST' && url.pathname === '/v2/email/outbound-emails')
        return answer(sendEmail(input()));
      if (req.method === 'GET' && identity) {
        return answer(getEmailIdentity(safeDecode(identity[1] as string)));
      }
      if (req.method === 'POST' && url.pathname === '/v2/email/list-identities') {
        const { PageSize, NextToken } = input();
        return answer(listEmailIdentities(PageSize, NextToken));
      }
      if (req.method === 'GET' && url.pathname === '/v2/email/identities') {
        return answer(
          listEmailIdentities(url.searchParams.get('PageSize'), url.searchParams.get('NextToken')),
        );
      }
      throw new AwsApiError(
        404,
        'UnknownOperationException',
        `${req.method ?? 'GET'} ${url.pathname} is not supported by the local SES`,
      );
    } catch (error) {
      if (error instanceof AwsApiError) return sendError(res, error);
      throw error;
    }
  }

  function viewer(req: IncomingMessage, res: ServerResponse, url: URL): void {
    const send = (status: number, type: string, body: string, csp = PAGE_CSP) => {
      res.writeHead(status, {
        'Content-Type': `${type}; charset=utf-8`,
        'Content-Security-Policy': csp,
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'no-referrer',
        'Cache-Control': 'no-store',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    const json = (status: number, body: unknown) => send(status, 'application/json', JSON.stringify(body));
    const recipient = url.searchParams.get('to')?.trim() ?? '';
    const reading = req.method === 'GET' || req.method === 'HEAD';

    if (url.pathname === '/messages' && req.method === 'DELETE') {
      const deleted = store.clear();
      log(`ses: ${deleted} message(s) deleted`);
      return json(200, { deleted });
    }
    if (!reading) return json(405, { message: `${req.method ?? ''} ${url.pathname} is not allowed` });
    if (url.pathname === '/') return send(200, 'text/html', listPage(store.list(recipient), recipient));
    if (url.pathname === '/health') {
      return json(200, { status: 'up', messages: store.list().length, verifiedIdentities: identities });
    }
    if (url.pathname === '/messages.json') return json(200, { messages: store.list(recipient) });
    const match = /^\/messages\/([^/]+)(?:\/(html|text|raw))?$/.exec(url.pathname);
    const id = match ? safeDecode(match[1] as string) : '';
    const message = MESSAGE_ID_PATTERN.test(id) ? store.get(id) : undefined;
    if (!match || !message) {
      return send(
        404,
        'text/html',
        notFoundPage(match ? `No message ${id}.` : `Nothing at ${url.pathname}.`),
      );
    }
    switch (match[2]) {
      case 'html': {
        // Inline parts (a logo as `cid:tube-logo`) are shown as data: images, which the CSP allows.
        const { inline } = store.content(message.id);
        const html = (message.html ?? '').replace(/cid:([^"'\s)>]+)/gi, (whole, cid: string) => {
          const part = inline[cid] ?? inline[safeDecode(cid)];
          return part ? `data:${part.contentType};base64,${part.data}` : whole;
        });
        return send(200, 'text/html', html, MESSAGE_HTML_CSP);
      }
      case 'text':
        return send(200, 'text/plain', message.text ?? '', MESSAGE_HTML_CSP);
      case 'raw': {
        const { raw } = store.content(message.id);
        if (!raw) return send(404, 'text/html', notFoundPage(`Message ${id} was not sent as Raw content.`));
        return send(200, 'text/plain', raw.toString('utf8'), MESSAGE_HTML_CSP);
      }
      default:
        return send(200, 'text/html', messagePage(message));
    }
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const handled = url.pathname.startsWith('/v2/')
      ? api(req, res, url)
      : Promise.resolve().then(() => viewer(req, res, url));
    handled.catch((error: unknown) => {
      log(`ses: ${req.method ?? ''} ${url.pathname} failed: ${String(error)}`);
      if (res.headersSent) return void res.destroy();
      sendError(res, new AwsApiError(500, 'InternalFailure', String(error)));
    });
  });
  const port = await listenOnLoopback(server, options.port);

  return {
    endpoint: `http://localhost:${port}`,
    viewerUrl: `http://localhost:${port}/`,
    verifiedIdentities: identities,
    messages: (recipient) => store.list(recipient),
    async stop() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
