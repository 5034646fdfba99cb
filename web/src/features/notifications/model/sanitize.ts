/**
 * Notification titles are HTML (spec 1 §3 "title (html)"). Before rendering they go through DOMPurify
 * with a strict allow-list: inline text formatting and links only; no attributes but a link's href
 * (http, https, mailto or a path of this site), which opens safely. Everything else is dropped,
 * scripts and event handlers with their content.
 */
import DOMPurify from 'dompurify';

export const ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'u', 's', 'br', 'span', 'a', 'code', 'small', 'mark'];
const SAFE_HREF = /^(https?:|mailto:|\/(?!\/))/i;

let configured = false;

function purifier() {
  if (!configured) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        const href = node.getAttribute('href') ?? '';
        if (!SAFE_HREF.test(href)) node.removeAttribute('href');
        node.setAttribute('rel', 'noopener noreferrer');
        if (/^https?:/i.test(href)) node.setAttribute('target', '_blank');
      }
    });
    configured = true;
  }
  return DOMPurify;
}

export function sanitizeTitle(html: string): string {
  return purifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href'],
    ALLOW_DATA_ATTR: false,
    KEEP_CONTENT: true,
  });
}

/** The title as plain text (toasts, aria labels). */
export function titleText(html: string): string {
  const doc = new DOMParser().parseFromString(sanitizeTitle(html), 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
