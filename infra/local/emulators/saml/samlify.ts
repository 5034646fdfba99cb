/**
 * samlify, set up once for the whole process: XML schema validation of every SAML message parsed (the
 * libxml2 validator samlify's authors publish; samlify refuses to parse without one), shared by the
 * local identity provider and the Cognito layer's service provider.
 */
import { createRequire } from 'node:module';
import type * as Samlify from 'samlify';
import type * as Xmllint from '@authenio/samlify-node-xmllint';

// CommonJS packages: required as such, since Node's ESM interop does not see every export samlify
// defines (SamlLib is undefined through `import * as`, while Vite's interop hides the difference).
const require = createRequire(import.meta.url);
const samlify = require('samlify') as typeof Samlify;
const xmllint = require('@authenio/samlify-node-xmllint') as typeof Xmllint;

samlify.setSchemaValidator(xmllint);

export { samlify };
export const POST_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';
export const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
export const EMAIL_NAME_ID = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

/** Escapes text for HTML and XML (element content and double-quoted attributes). */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A self-submitting HTML form: how the HTTP-POST binding carries a message through the browser. */
export function autoPostPage(action: string, fields: Record<string, string>, title: string): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeXml(name)}" value="${escapeXml(value)}">`)
    .join('');
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeXml(title)}</title></head>` +
    `<body><main><h1>${escapeXml(title)}</h1><form method="post" action="${escapeXml(action)}">${inputs}` +
    `<noscript><button type="submit">Continue</button></noscript></form></main>` +
    `<script>document.forms[0].submit()</script></body></html>`
  );
}
