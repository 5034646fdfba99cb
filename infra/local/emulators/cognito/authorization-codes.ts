/**
 * The hosted UI's authorization codes (OAuth 2.0 code grant, RFC 6749 §4.1, with PKCE, RFC 7636): a code
 * is issued for one client and redirect URI, lives 5 minutes (Cognito's lifetime), is spent at its first
 * exchange, and, when the authorize request carried a code_challenge, exchanges only with the verifier.
 */
import { createHash, randomBytes } from 'node:crypto';

export interface IssuedTokens {
  idToken: string;
  accessToken: string;
  refreshToken?: string;
  expiresIn: number;
}

interface CodeGrant {
  clientId: string;
  redirectUri: string;
  codeChallenge?: string;
  codeChallengeMethod?: 'S256' | 'plain';
  tokens: IssuedTokens;
  expiresAt: number;
}

export const CODE_LIFETIME_MS = 5 * 60_000;

/** An OAuth error of the token endpoint (RFC 6749 §5.2), answered as `{ error }` with HTTP 400. */
export class OAuthError extends Error {
  constructor(readonly error: string) {
    super(error);
  }
}

const base64url = (buffer: Buffer) => buffer.toString('base64url');

export class AuthorizationCodes {
  private readonly grants = new Map<string, CodeGrant>();

  constructor(private readonly now: () => number = Date.now) {}

  issue(grant: Omit<CodeGrant, 'expiresAt'>): string {
    this.sweep();
    const code = base64url(randomBytes(32));
    this.grants.set(code, { ...grant, expiresAt: this.now() + CODE_LIFETIME_MS });
    return code;
  }

  /** The tokens of a code, once; the request's client, redirect URI and verifier must match the grant. */
  redeem(request: {
    code: string | null;
    clientId: string | null;
    redirectUri: string | null;
    codeVerifier: string | null;
  }): IssuedTokens {
    if (!request.code || !request.clientId) throw new OAuthError('invalid_request');
    const grant = this.grants.get(request.code);
    // Spent at the first attempt, also a failed one: a stolen code cannot be tried twice.
    this.grants.delete(request.code);
    if (!grant || grant.expiresAt <= this.now()) throw new OAuthError('invalid_grant');
    if (grant.clientId !== request.clientId) throw new OAuthError('invalid_client');
    if (grant.redirectUri !== request.redirectUri) throw new OAuthError('invalid_grant');
    if (grant.codeChallenge) {
      if (!request.codeVerifier) throw new OAuthError('invalid_grant');
      const derived =
        grant.codeChallengeMethod === 'plain'
          ? request.codeVerifier
          : base64url(createHash('sha256').update(request.codeVerifier).digest());
      if (derived !== grant.codeChallenge) throw new OAuthError('invalid_grant');
    }
    return grant.tokens;
  }

  private sweep(): void {
    const now = this.now();
    for (const [code, grant] of this.grants) if (grant.expiresAt <= now) this.grants.delete(code);
  }
}
