/**
 * Sends the product's e-mails through Amazon SES v2 SendEmail (locally the SES emulator of `npm start`,
 * through AWS_ENDPOINT_URL_SESV2): one message per reader, in their language and the tube's branding,
 * from MAIL_FROM_ADDRESS with the tube's name as display name. Readers who turned the message's category
 * off, and accounts that are not active, get none. Like notifications, a failure is logged, never the
 * caller's: what happened stands, and the reader finds it in the product.
 *
 * The contract's `mails` flag names the endpoints whose bundle includes this module (test/infra checks
 * it): the cloud gives them MAIL_FROM_ADDRESS and ses:SendEmail on the stage's identity.
 */
import { mayMail } from '#shared/domain/mail.js';
import { tenantData } from '../../data/tenant-data.js';
import { organizationById } from '../../data/public-lookups.js';
import { env } from '../../http/env.js';
import { lazy } from '../../http/lazy.js';
import { logger } from '../../http/logger.js';
import { GENERIC_PREFIX } from '../../media/keys.js';
import { s3 } from '../../media/s3.js';
import { tenantUrl } from '../organizations.js';
import { composeMail, type MailBrand } from './compose.js';
import { MAIL_CATEGORY, mailContent, type MailMessage, type MailTube } from './messages.js';

const ses = lazy(async () => {
  const sdk = await import('@aws-sdk/client-sesv2');
  return { client: new sdk.SESv2Client({}), sdk };
});

/** The inline logo's Content-ID (`<img src="cid:tube-logo">`). */
const LOGO_CONTENT_ID = 'tube-logo';
/** A larger uploaded logo is left out of the mail (the name shows instead): mails stay small. */
const MAX_INLINE_LOGO_BYTES = 200 * 1024;

interface InlineImage {
  bytes: Uint8Array;
  contentType: string;
  fileName: string;
}

interface Sender {
  tube: MailTube;
  brand: MailBrand;
  logo?: InlineImage;
}

/** An uploaded logo (an object key under generic/) as an inline attachment; null when unreadable. */
async function uploadedLogo(key: string): Promise<InlineImage | null> {
  try {
    const { client, sdk } = await s3();
    const object = await client.send(new sdk.GetObjectCommand({ Bucket: env.uploadsBucket(), Key: key }));
    const bytes = await object.Body?.transformToByteArray();
    if (!bytes || bytes.length > MAX_INLINE_LOGO_BYTES) return null;
    return {
      bytes,
      contentType: object.ContentType ?? 'application/octet-stream',
      fileName: key.split('/').pop() ?? 'logo',
    };
  } catch (error) {
    logger.warn('mail: the tube logo could not be read', { key, error: (error as Error).message });
    return null;
  }
}

/** The organization's tube as a mail shows it: name, colour, logo, web address. */
async function senderOf(orgId: string): Promise<Sender | null> {
  const [organization, tube] = await Promise.all([organizationById(orgId), tenantData(orgId).tube()]);
  if (!organization) return null;
  const url = tenantUrl(organization.domain, env.appUrlTemplate()).url.replace(/\/$/, '');
  const name = tube?.name || organization.name;
  const logoValue = tube?.logo ?? '';
  const logo = logoValue.startsWith(GENERIC_PREFIX) ? await uploadedLogo(logoValue) : null;
  // Provisioned logos are site paths (/tenants/acme/logo.svg): the tube's own address serves them.
  const logoSrc = logo
    ? `cid:${LOGO_CONTENT_ID}`
    : logoValue.startsWith('/')
      ? `${url}${logoValue}`
      : undefined;
  return {
    tube: { name, url },
    brand: {
      tubeName: name,
      color: tube?.color ?? organization.color ?? '',
      ...(logoSrc ? { logoSrc } : {}),
    },
    ...(logo ? { logo } : {}),
  };
}

/** `Name <address>` with the name quoted as RFC 5322 wants it. */
export function fromAddress(name: string, address: string): string {
  const quoted = name.replace(/[\\"]/g, (c) => `\\${c}`).replace(/[\r\n]/g, ' ');
  return `"${quoted}" <${address}>`;
}

/**
 * Mails `message` to each of `userIds` (users of `orgId`, mailed in that organization's branding).
 * Answers how many were sent; never throws.
 */
export async function mailUsers(
  orgId: string,
  userIds: readonly string[],
  message: MailMessage,
): Promise<number> {
  if (userIds.length === 0) return 0;
  try {
    const sender = await senderOf(orgId);
    if (!sender) throw new Error(`organization ${orgId} not found`);
    const users = tenantData(orgId);
    const readers = await Promise.all([...new Set(userIds)].map((userId) => users.user(userId)));
    const category = MAIL_CATEGORY[message.kind];
    const sent = await Promise.all(
      readers.map(async (reader) => {
        if (!reader || (reader.status ?? 'active') !== 'active') return false;
        if (!mayMail(category, reader.mailOptOuts ?? [])) return false;
        const name = [reader.firstName, reader.lastName].filter(Boolean).join(' ');
        const mail = composeMail(
          sender.brand,
          mailContent(message, { language: reader.preferredLanguage, name }, sender.tube),
        );
        return sendOne(sender, reader.email, mail, { orgId, category, kind: message.kind });
      }),
    );
    return sent.filter(Boolean).length;
  } catch (error) {
    logger.warn('mail failed', { orgId, kind: message.kind, error: (error as Error).message });
    return 0;
  }
}

async function sendOne(
  sender: Sender,
  to: string,
  mail: { subject: string; html: string; text: string },
  tags: { orgId: string; category: string; kind: string },
): Promise<boolean> {
  const { client, sdk } = await ses();
  try {
    await client.send(
      new sdk.SendEmailCommand({
        FromEmailAddress: fromAddress(sender.tube.name, env.mailFromAddress()),
        Destination: { ToAddresses: [to] },
        Content: {
          Simple: {
            Subject: { Data: mail.subject, Charset: 'UTF-8' },
            Body: {
              Html: { Data: mail.html, Charset: 'UTF-8' },
              Text: { Data: mail.text, Charset: 'UTF-8' },
            },
            ...(sender.logo
              ? {
                  Attachments: [
                    {
                      RawContent: sender.logo.bytes,
                      ContentType: sender.logo.contentType,
                      FileName: sender.logo.fileName,
                      ContentDisposition: 'INLINE',
                      ContentId: LOGO_CONTENT_ID,
                    },
                  ],
                }
              : {}),
          },
        },
        // SES tags: letters, digits, _ and - only (org ids and kinds are such).
        EmailTags: [
          { Name: 'orgId', Value: tags.orgId },
          { Name: 'category', Value: tags.category },
          { Name: 'kind', Value: tags.kind },
        ],
      }),
    );
    return true;
  } catch (error) {
    logger.warn('mail not sent', { ...tags, error: (error as Error).message });
    return false;
  }
}
