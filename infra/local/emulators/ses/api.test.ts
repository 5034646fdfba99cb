/**
 * The local SES through the real SDK client: Simple and Raw messages are accepted and found in
 * /messages.json and the viewer's pages (escaped; the HTML view sandboxed by its CSP); unsigned and
 * wrongly signed calls, unverified senders, bad input and oversized messages are refused as SES refuses
 * them, as the SDK's own exception classes; the identities are listed; messages survive a restart.
 */
import { request } from 'node:http';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  BadRequestException,
  GetEmailIdentityCommand,
  ListEmailIdentitiesCommand,
  MessageRejected,
  NotFoundException,
  SendEmailCommand,
  SESv2Client,
  SESv2ServiceException,
  type SendEmailCommandInput,
} from '@aws-sdk/client-sesv2';
import { MAX_RECIPIENTS, requestLimit, startSes, type SesLocal } from './api';
import { MESSAGE_HTML_CSP } from './viewer';
import type { StoredMessage } from './store';

const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const region = 'us-east-1';
const verifiedIdentities = ['tubes.dev', 'ops@example.org'];
let local: SesLocal;
let client: SESv2Client;

beforeAll(async () => {
  local = await startSes({ port: 0, credentials, region, verifiedIdentities, stateDirectory: null });
  client = new SESv2Client({ endpoint: local.endpoint, region, credentials });
});
afterAll(async () => {
  client.destroy();
  await local.stop();
});
beforeEach(async () => {
  await fetch(`${local.endpoint}/messages`, { method: 'DELETE' });
});

const send = (input: Partial<SendEmailCommandInput>, to = client) =>
  to.send(
    new SendEmailCommand({
      FromEmailAddress: 'no-reply@tubes.dev',
      Destination: { ToAddresses: ['member@acme.test'] },
      Content: { Simple: { Subject: { Data: 'Hello' }, Body: { Text: { Data: 'Hi there' } } } },
      ...input,
    }),
  );

async function messagesTo(address: string, endpoint = local.endpoint): Promise<StoredMessage[]> {
  const response = await fetch(`${endpoint}/messages.json?to=${encodeURIComponent(address)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { messages: StoredMessage[] }).messages;
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('the call was accepted'),
    (error: unknown) => error as SESv2ServiceException,
  );

describe('SendEmail with Simple content', () => {
  it('keeps the message and shows it in /messages.json and the viewer, escaped', async () => {
    const html =
      '<p>Welcome, <b>Ann</b>!</p><script>alert(1)</script><a href="http://acme.localhost:5173/set?x=1&amp;y=2">Set it</a>';
    const answer = await send({
      FromEmailAddress: 'Tubes <no-reply@tubes.dev>',
      Destination: {
        ToAddresses: ['Ann <ann@acme.test>', 'bob@acme.test'],
        CcAddresses: ['cc@globex.test'],
        BccAddresses: ['audit@tubes.dev'],
      },
      ReplyToAddresses: ['help@tubes.dev'],
      EmailTags: [{ Name: 'template', Value: 'user-invite' }],
      Content: {
        Simple: {
          Subject: { Data: 'Welcome <b>& "you"', Charset: 'UTF-8' },
          Body: {
            Text: { Data: 'Welcome, Ann!\nSet it: http://acme.localhost:5173/set?x=1&y=2', Charset: 'UTF-8' },
            Html: { Data: html, Charset: 'UTF-8' },
          },
          Headers: [{ Name: 'X-Tubes-Org', Value: 'acme' }],
        },
      },
    });
    expect(answer.MessageId).toMatch(/^01[0-9a-f]{14}-[0-9a-f-]{36}-000000$/);

    const [message, ...others] = await messagesTo('ANN@acme.test');
    expect(others).toHaveLength(0);
    expect(message).toMatchObject({
      id: answer.MessageId,
      content: 'Simple',
      from: 'Tubes <no-reply@tubes.dev>',
      to: ['Ann <ann@acme.test>', 'bob@acme.test'],
      cc: ['cc@globex.test'],
      bcc: ['audit@tubes.dev'],
      replyTo: ['help@tubes.dev'],
      subject: 'Welcome <b>& "you"',
      html,
      tags: { template: 'user-invite' },
      headers: [{ name: 'X-Tubes-Org', value: 'acme' }],
      hasRaw: false,
    });
    expect(message?.text).toContain('Welcome, Ann!');
    expect(Date.parse(message?.receivedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    // Every recipient finds it (Cc and Bcc too); a domain filter too; others do not.
    expect(await messagesTo('audit@tubes.dev')).toHaveLength(1);
    expect(await messagesTo('globex.test')).toHaveLength(1);
    expect(await messagesTo('nobody@acme.test')).toHaveLength(0);

    const list = await (await fetch(`${local.endpoint}/?to=ann%40acme.test`)).text();
    expect(list).toContain('<caption>1 message to ann@acme.test, newest first</caption>');
    expect(list).toContain(
      `<a href="/messages/${answer.MessageId}">Welcome &lt;b&gt;&amp; &quot;you&quot;</a>`,
    );
    expect(list).toContain('Tubes &lt;no-reply@tubes.dev&gt;');
    expect(list).not.toContain('<b>&');

    const page = await fetch(`${local.endpoint}/messages/${answer.MessageId}`);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const body = await page.text();
    expect(body).toContain('<h1>Welcome &lt;b&gt;&amp; &quot;you&quot;</h1>');
    expect(body).toContain(`<iframe sandbox src="/messages/${answer.MessageId}/html"`);
    expect(body).not.toContain('<script>');
    expect(body).toContain('href="http://acme.localhost:5173/set?x=1&amp;y=2"');
    expect(body).toContain('Welcome, Ann!');

    const htmlView = await fetch(`${local.endpoint}/messages/${answer.MessageId}/html`);
    expect(htmlView.headers.get('content-security-policy')).toBe(
      "sandbox; default-src 'none'; img-src data: http: https:; style-src 'unsafe-inline'",
    );
    expect(htmlView.headers.get('content-security-policy')).toBe(MESSAGE_HTML_CSP);
    expect(htmlView.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await htmlView.text()).toBe(html);
    const textView = await fetch(`${local.endpoint}/messages/${answer.MessageId}/text`);
    expect(textView.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await textView.text()).toBe(message?.text);
  });

  it('shows an inline attachment (a logo named cid:…) in the HTML view as a data: image', async () => {
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    const answer = await send({
      Content: {
        Simple: {
          Subject: { Data: 'Logo' },
          Body: { Html: { Data: '<img src="cid:tube-logo" alt="Acme"><img src="cid:unknown">' } },
          Attachments: [
            {
              RawContent: png,
              FileName: 'logo.png',
              ContentType: 'image/png',
              ContentDisposition: 'INLINE',
              ContentId: 'tube-logo',
            },
          ],
        },
      },
    });
    const [message] = await messagesTo('member@acme.test');
    expect(message?.attachments).toEqual([
      { fileName: 'logo.png', contentType: 'image/png', size: 8, contentId: 'tube-logo' },
    ]);
    const html = await (await fetch(`${local.endpoint}/messages/${answer.MessageId}/html`)).text();
    expect(html).toBe(
      `<img src="data:image/png;base64,${png.toString('base64')}" alt="Acme"><img src="cid:unknown">`,
    );
  });

  it('lists newest first, and DELETE /messages clears them', async () => {
    const first = await send({
      Content: { Simple: { Subject: { Data: 'one' }, Body: { Html: { Data: '1' } } } },
    });
    const second = await send({
      Content: { Simple: { Subject: { Data: 'two' }, Body: { Text: { Data: '2' } } } },
    });
    expect((await messagesTo('member@acme.test')).map((m) => m.id)).toEqual([
      second.MessageId,
      first.MessageId,
    ]);
    expect(local.messages().map((m) => m.subject)).toEqual(['two', 'one']);
    const cleared = await fetch(`${local.endpoint}/messages`, { method: 'DELETE' });
    expect(await cleared.json()).toEqual({ deleted: 2 });
    expect(await messagesTo('member@acme.test')).toEqual([]);
    expect((await fetch(`${local.endpoint}/messages/${first.MessageId}`)).status).toBe(404);
  });
});

describe('SendEmail with Raw content', () => {
  it('reads sender, recipients, subject, text, HTML and attachments from the MIME and keeps the raw', async () => {
    const boundary = 'outer-42';
    const mime = [
      'From: =?UTF-8?B?VHViZXMgU3R1ZGlv?= <studio@tubes.dev>',
      'To: "Doe, Jane" <jane@acme.test>, joe@acme.test',
      'Cc: lead@acme.test',
      'Reply-To: help@tubes.dev',
      `Subject: =?UTF-8?B?${Buffer.from('Ihr Bericht ist fertig ✓').toString('base64')}?=`,
      'MIME-Version: 1.0',
      `Content-Type: multipart/mixed; boundary="${boundary}"`,
      '',
      'This is a multi-part message.',
      `--${boundary}`,
      'Content-Type: multipart/alternative; boundary=inner',
      '',
      '--inner',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'Gr=C3=BC=C3=9Fe, the report is attached. A long line that is soft-=',
      'broken.',
      '--inner',
      'Content-Type: text/html; charset="utf-8"',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('<p>Grüße, <i>the report</i></p>').toString('base64'),
      '--inner--',
      `--${boundary}`,
      'Content-Type: text/csv; name="report.csv"',
      'Content-Disposition: attachment; filename="report.csv"',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('a,b\n1,2\n').toString('base64'),
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const answer = await client.send(new SendEmailCommand({ Content: { Raw: { Data: Buffer.from(mime) } } }));

    const [message] = await messagesTo('jane@acme.test');
    expect(message).toMatchObject({
      id: answer.MessageId,
      content: 'Raw',
      from: 'Tubes Studio <studio@tubes.dev>',
      to: ['"Doe, Jane" <jane@acme.test>', 'joe@acme.test'],
      cc: ['lead@acme.test'],
      bcc: [],
      replyTo: ['help@tubes.dev'],
      subject: 'Ihr Bericht ist fertig ✓',
      text: 'Grüße, the report is attached. A long line that is soft-broken.',
      html: '<p>Grüße, <i>the report</i></p>',
      attachments: [{ fileName: 'report.csv', contentType: 'text/csv', size: 8 }],
      hasRaw: true,
    });
    const raw = await fetch(`${local.endpoint}/messages/${answer.MessageId}/raw`);
    expect(await raw.text()).toBe(mime);
    const page = await (await fetch(`${local.endpoint}/messages/${answer.MessageId}`)).text();
    expect(page).toContain('<h1>Ihr Bericht ist fertig ✓</h1>');
    expect(page).toContain('report.csv (text/csv, 8 bytes)');
  });

  it('sends to the Destination rather than the headers, from FromEmailAddress when given', async () => {
    const mime = 'From: someone@elsewhere.test\r\nTo: header@acme.test\r\nSubject: Hi\r\n\r\nHello\r\n';
    await client.send(
      new SendEmailCommand({
        FromEmailAddress: 'ops@example.org',
        Destination: { ToAddresses: ['envelope@acme.test'] },
        Content: { Raw: { Data: Buffer.from(mime) } },
      }),
    );
    const [message] = await messagesTo('envelope@acme.test');
    expect(message).toMatchObject({ from: 'ops@example.org', to: ['envelope@acme.test'], text: 'Hello\r\n' });
    expect(await messagesTo('header@acme.test')).toEqual([]);
  });
});

describe('refusals', () => {
  it('refuses unsigned and wrongly signed calls', async () => {
    const unsigned = await fetch(`${local.endpoint}/v2/email/outbound-emails`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(unsigned.status).toBe(403);
    expect(unsigned.headers.get('x-amzn-errortype')).toBe('MissingAuthenticationTokenException');
    expect(await unsigned.json()).toEqual({ message: 'Missing Authentication Token' });
    const wrong = new SESv2Client({
      endpoint: local.endpoint,
      region,
      credentials: { ...credentials, secretAccessKey: 'wrong' },
    });
    const refused = await refusal(send({}, wrong));
    expect(refused.name).toBe('InvalidSignatureException');
    expect(refused.$metadata.httpStatusCode).toBe(403);
    expect(refused.message).toMatch(/signature we calculated does not match/);
    wrong.destroy();
    expect(local.messages()).toEqual([]);
  });

  it('rejects a sender whose address or domain is not verified, as MessageRejected', async () => {
    const refused = await refusal(send({ FromEmailAddress: 'Acme <info@acme.test>' }));
    expect(refused).toBeInstanceOf(MessageRejected);
    expect(refused.$metadata.httpStatusCode).toBe(400);
    expect(refused.message).toBe(
      'Email address is not verified. The following identities failed the check in region US-EAST-1: info@acme.test',
    );
    await expect(send({ FromEmailAddress: 'other@example.org' })).rejects.toBeInstanceOf(MessageRejected);
    // A verified domain's sub-domains and a verified address may send.
    await send({ FromEmailAddress: 'alerts@eu.tubes.dev' });
    await send({ FromEmailAddress: 'OPS@example.org' });
    expect(local.messages()).toHaveLength(2);
  });

  it('refuses bad input as BadRequestException', async () => {
    const cases: [Partial<SendEmailCommandInput>, RegExp][] = [
      [{ Destination: { ToAddresses: ['not an address@acme.test'] } }, /^Illegal address$/],
      [{ Destination: { ToAddresses: ['member'] } }, /^Missing final '@domain'$/],
      [{ FromEmailAddress: 'no-reply@tubes..dev' }, /^Illegal address$/],
      [{ ReplyToAddresses: ['<bad>'] }, /Missing final '@domain'/],
      [{ FromEmailAddress: undefined }, /Missing required header 'From'/],
      [{ Destination: {} }, /Recipient count is zero/],
      [
        {
          Destination: {
            ToAddresses: Array.from({ length: MAX_RECIPIENTS }, (_, i) => `u${i}@acme.test`),
            BccAddresses: ['x@acme.test'],
          },
        },
        /^Recipient count exceeds 50\.$/,
      ],
      [
        { Content: { Simple: { Body: { Text: { Data: 'no subject' } } } } as never },
        /content\.simple\.subject/,
      ],
      [{ Content: { Simple: { Subject: { Data: 'no body' }, Body: {} } } }, /body is empty/],
      [{ Content: { Template: { TemplateName: 'invite', TemplateData: '{}' } } }, /does not store templates/],
      [{ EmailTags: [{ Name: 'bad name', Value: 'x' }] }, /Invalid tag name/],
    ];
    for (const [input, message] of cases) {
      const refused = await refusal(send(input));
      expect(refused, String(message)).toBeInstanceOf(BadRequestException);
      expect(refused.$metadata.httpStatusCode).toBe(400);
      expect(refused.message).toMatch(message);
    }
    expect(local.messages()).toEqual([]);
  });

  it('refuses a body over the limit before reading it, and a message over the size limit', async () => {
    // A declared 60 MB body: answered 413 at once, with only the headers sent.
    const now = new Date()
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${local.endpoint}/v2/email/outbound-emails`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(requestLimit(40 * 1024 * 1024) + 1),
          'x-amz-date': now,
          authorization: `AWS4-HMAC-SHA256 Credential=S3RVER/${now.slice(0, 8)}/${region}/ses/aws4_request, SignedHeaders=host;x-amz-date, Signature=00`,
        },
      });
      req.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', reject);
      req.flushHeaders();
    });
    expect(status).toBe(413);

    // Through the SDK, against a small limit: the message over it is MessageRejected, a body over the
    // request limit 413.
    const small = await startSes({
      port: 0,
      credentials,
      region,
      verifiedIdentities,
      stateDirectory: null,
      maxMessageBytes: 1024,
    });
    const smallClient = new SESv2Client({ endpoint: small.endpoint, region, credentials });
    const raw = (size: number) =>
      Buffer.from(`From: no-reply@tubes.dev\r\nTo: a@acme.test\r\nSubject: big\r\n\r\n${'x'.repeat(size)}`);
    const rejected = await refusal(
      smallClient.send(new SendEmailCommand({ Content: { Raw: { Data: raw(2000) } } })),
    );
    expect(rejected).toBeInstanceOf(MessageRejected);
    expect(rejected.message).toMatch(/^Message length is more than 1024 bytes long/);
    const tooLarge = await refusal(
      smallClient.send(new SendEmailCommand({ Content: { Raw: { Data: raw(requestLimit(1024)) } } })),
    );
    expect(tooLarge).toBeInstanceOf(SESv2ServiceException);
    expect(tooLarge.name).toBe('RequestEntityTooLargeException');
    expect(tooLarge.$metadata.httpStatusCode).toBe(413);
    // The connection stays usable.
    await smallClient.send(new SendEmailCommand({ Content: { Raw: { Data: raw(10) } } }));
    expect(small.messages()).toHaveLength(1);
    smallClient.destroy();
    await small.stop();
  });
});

describe('identities', () => {
  it('answers GetEmailIdentity for the verified ones, NotFoundException otherwise, and lists them', async () => {
    const domain = await client.send(new GetEmailIdentityCommand({ EmailIdentity: 'tubes.dev' }));
    expect(domain).toMatchObject({
      IdentityType: 'DOMAIN',
      VerifiedForSendingStatus: true,
      VerificationStatus: 'SUCCESS',
    });
    const address = await client.send(new GetEmailIdentityCommand({ EmailIdentity: 'ops@example.org' }));
    expect(address).toMatchObject({ IdentityType: 'EMAIL_ADDRESS', VerifiedForSendingStatus: true });
    const missing = await refusal(client.send(new GetEmailIdentityCommand({ EmailIdentity: 'acme.test' })));
    expect(missing).toBeInstanceOf(NotFoundException);
    expect(missing.$metadata.httpStatusCode).toBe(404);

    const all = await client.send(new ListEmailIdentitiesCommand({}));
    expect(all.EmailIdentities).toEqual([
      {
        IdentityType: 'DOMAIN',
        IdentityName: 'tubes.dev',
        SendingEnabled: true,
        VerificationStatus: 'SUCCESS',
      },
      {
        IdentityType: 'EMAIL_ADDRESS',
        IdentityName: 'ops@example.org',
        SendingEnabled: true,
        VerificationStatus: 'SUCCESS',
      },
    ]);
    const first = await client.send(new ListEmailIdentitiesCommand({ PageSize: 1 }));
    expect(first.EmailIdentities?.map((i) => i.IdentityName)).toEqual(['tubes.dev']);
    const second = await client.send(
      new ListEmailIdentitiesCommand({ PageSize: 1, NextToken: first.NextToken }),
    );
    expect(second.EmailIdentities?.map((i) => i.IdentityName)).toEqual(['ops@example.org']);
    expect(second.NextToken).toBeUndefined();
  });
});

describe('persistence', () => {
  it('keeps the messages in <state>/ses/ across a restart', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ses-test-'));
    try {
      const start = () => startSes({ port: 0, credentials, region, verifiedIdentities, stateDirectory: dir });
      const first = await start();
      const firstClient = new SESv2Client({ endpoint: first.endpoint, region, credentials });
      const simple = await send(
        {
          Destination: { ToAddresses: ['kept@acme.test'] },
          Content: {
            Simple: {
              Subject: { Data: 'Hello' },
              Body: { Html: { Data: '<img src="cid:logo">' } },
              Attachments: [
                {
                  RawContent: Buffer.from('GIF89a'),
                  FileName: 'l.gif',
                  ContentType: 'image/gif',
                  ContentId: 'logo',
                },
              ],
            },
          },
        },
        firstClient,
      );
      const raw = await firstClient.send(
        new SendEmailCommand({
          Destination: { ToAddresses: ['kept@acme.test'] },
          Content: { Raw: { Data: Buffer.from('From: no-reply@tubes.dev\r\nSubject: raw\r\n\r\nBody') } },
        }),
      );
      firstClient.destroy();
      await first.stop();
      expect(readdirSync(path.join(dir, 'ses')).sort()).toEqual(
        [`${simple.MessageId}.json`, `${raw.MessageId}.json`].sort(),
      );

      const second = await start();
      const kept = await messagesTo('kept@acme.test', second.endpoint);
      expect(kept.map((m) => m.subject)).toEqual(['raw', 'Hello']);
      expect(kept.every((m) => !('raw' in m))).toBe(true);
      const rawText = await (await fetch(`${second.endpoint}/messages/${raw.MessageId}/raw`)).text();
      expect(rawText).toBe('From: no-reply@tubes.dev\r\nSubject: raw\r\n\r\nBody');
      const html = await (await fetch(`${second.endpoint}/messages/${simple.MessageId}/html`)).text();
      expect(html).toBe(`<img src="data:image/gif;base64,${Buffer.from('GIF89a').toString('base64')}">`);
      await fetch(`${second.endpoint}/messages`, { method: 'DELETE' });
      await second.stop();
      expect(existsSync(path.join(dir, 'ses', `${simple.MessageId}.json`))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
