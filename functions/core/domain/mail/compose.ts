/**
 * One e-mail, HTML and plain text, in the tube's branding: a header band in the tube's colour with its
 * logo (or its name), a greeting, the message's blocks, one button, and a footer saying who sent it and
 * why the reader gets it. Pure: no I/O; every value is escaped here (names come from users).
 * Table layout and inline styles, as mail clients render nothing else reliably.
 */
import { contrastRatio, isHexColor, normalizeHex } from '#shared/domain/color.js';
import { escapeHtml } from '#shared/domain/html.js';

export interface MailBrand {
  /** The tube's name (the sender's display name too). */
  tubeName: string;
  /** The tube's colour (#RRGGBB); a neutral blue when it is not a colour. */
  color: string;
  /** The logo's address for `<img src>` (absolute, or `cid:` of an inline attachment); none shows the name. */
  logoSrc?: string;
}

export type MailBlock =
  | { kind: 'paragraph'; text: string }
  /** A value to copy (a temporary password): shown large, in a monospaced box, with its label. */
  | { kind: 'value'; label: string; value: string };

export interface MailContent {
  subject: string;
  heading: string;
  greeting: string;
  blocks: readonly MailBlock[];
  action?: { label: string; url: string };
  /** "If the button does not work, open …" with the action's address. */
  fallback?: string;
  /** Who sent it, and why the reader receives it. */
  footer: readonly string[];
}

export interface ComposedMail {
  subject: string;
  html: string;
  text: string;
}

const DEFAULT_COLOR = '#1F4E79';

/** Only http(s) addresses become links; anything else (javascript:, data:) is dropped. */
function safeUrl(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** The band's colour and the text colour readable on it (WCAG AA for large text, 3:1). */
export function bandColors(color: string): { background: string; foreground: string } {
  const background = isHexColor(color) ? normalizeHex(color) : DEFAULT_COLOR;
  const foreground = contrastRatio(background, '#FFFFFF') >= 3 ? '#FFFFFF' : '#111111';
  return { background, foreground };
}

function htmlBlock(block: MailBlock): string {
  if (block.kind === 'paragraph') {
    return `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:#222222">${escapeHtml(block.text)}</p>`;
  }
  return (
    `<p style="margin:0 0 4px;font-size:13px;color:#555555">${escapeHtml(block.label)}</p>` +
    `<p style="margin:0 0 16px"><code style="display:inline-block;padding:8px 12px;font-size:18px;` +
    `font-family:Consolas,Menlo,monospace;background:#F2F2F2;border:1px solid #DDDDDD;border-radius:4px;` +
    `color:#111111;letter-spacing:1px">${escapeHtml(block.value)}</code></p>`
  );
}

function textBlock(block: MailBlock): string {
  return block.kind === 'paragraph' ? block.text : `${block.label}: ${block.value}`;
}

export function composeMail(brand: MailBrand, content: MailContent): ComposedMail {
  const { background, foreground } = bandColors(brand.color);
  const actionUrl = content.action ? safeUrl(content.action.url) : undefined;
  const logoSrc =
    brand.logoSrc && (brand.logoSrc.startsWith('cid:') ? brand.logoSrc : safeUrl(brand.logoSrc));
  const header = logoSrc
    ? `<img src="${escapeHtml(logoSrc)}" alt="${escapeHtml(brand.tubeName)}" height="40" style="display:block;height:40px;max-width:240px;border:0">`
    : `<span style="font-size:20px;font-weight:bold;color:${foreground}">${escapeHtml(brand.tubeName)}</span>`;
  const button =
    content.action && actionUrl
      ? `<p style="margin:8px 0 24px"><a href="${escapeHtml(actionUrl)}" style="display:inline-block;` +
        `padding:12px 20px;background:${background};color:${foreground};text-decoration:none;` +
        `border-radius:4px;font-weight:bold;font-size:15px">${escapeHtml(content.action.label)}</a></p>` +
        (content.fallback
          ? `<p style="margin:0 0 16px;font-size:12px;color:#555555">${escapeHtml(content.fallback)}</p>`
          : '')
      : '';
  const html =
    `<!DOCTYPE html><html><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${escapeHtml(content.subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:#F5F5F5;font-family:Arial,Helvetica,sans-serif">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#F5F5F5">` +
    `<tr><td align="center" style="padding:24px 12px">` +
    `<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#FFFFFF;border-radius:6px;overflow:hidden">` +
    `<tr><td style="background:${background};padding:16px 24px">${header}</td></tr>` +
    `<tr><td style="padding:24px">` +
    `<h1 style="margin:0 0 16px;font-size:22px;color:#111111">${escapeHtml(content.heading)}</h1>` +
    `<p style="margin:0 0 16px;font-size:15px;color:#222222">${escapeHtml(content.greeting)}</p>` +
    content.blocks.map(htmlBlock).join('') +
    button +
    `</td></tr>` +
    `<tr><td style="padding:16px 24px;border-top:1px solid #EEEEEE">` +
    content.footer
      .map((line) => `<p style="margin:0 0 6px;font-size:12px;color:#666666">${escapeHtml(line)}</p>`)
      .join('') +
    `</td></tr></table></td></tr></table></body></html>`;
  const text = [
    content.heading,
    '',
    content.greeting,
    '',
    ...content.blocks.flatMap((block) => [textBlock(block), '']),
    ...(content.action && actionUrl ? [`${content.action.label}: ${actionUrl}`, ''] : []),
    '--',
    ...content.footer,
    '',
  ].join('\n');
  return { subject: content.subject, html, text };
}
