import { key } from './keys.js';

/**
 * An auto-login link's server-side half: the user's e-mail and password, encrypted (AES-256-GCM), with
 * an expiry that is also the item's TTL. The link itself only carries orgId, tokenId and an HMAC.
 */
export const autoLoginTokenModel = {
  model: { entity: 'autoLoginToken', version: '1', service: 'tubes' },
  attributes: {
    orgId: { type: 'string', required: true },
    tokenId: { type: 'string', required: true },
    email: { type: 'string', required: true },
    /** base64url(iv | ciphertext | tag) of the password. */
    passwordCipher: { type: 'string', required: true },
    redirectPath: { type: 'string', required: true },
    createdBy: { type: 'string', required: true },
    createdAt: { type: 'string', default: () => new Date().toISOString(), readOnly: true },
    /** Epoch seconds; DynamoDB's TTL removes the item after it. */
    expiresAt: { type: 'number', required: true },
    useCount: { type: 'number', default: 0 },
  },
  indexes: {
    byOrg: { pk: key('PK', ['orgId'], '${orgId}#AUTOLOGIN'), sk: key('SK', ['tokenId'], '${tokenId}') },
  },
} as const;
