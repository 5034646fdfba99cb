/**
 * The Cognito layer as a SAML 2.0 service provider, as a Cognito user pool is one: entity id
 * `urn:amazon:cognito:sp:<userPoolId>`, assertion consumer `<domain>/saml2/idpresponse` (HTTP-POST),
 * signed assertions required. samlify builds the AuthnRequest and verifies the IdP's Response: its XML
 * schema, the signature against the certificate of the provider's metadata, the issuer, the time
 * conditions; the audience is checked here (samlify leaves it to the caller).
 */
import { EMAIL_NAME_ID, POST_BINDING, REDIRECT_BINDING, samlify } from '../saml/samlify.js';

export const cognitoSpEntityId = (userPoolId: string) => `urn:amazon:cognito:sp:${userPoolId}`;

/** A SAML Response the pool does not accept; `message` is the reason shown on the error page. */
export class SamlRejected extends Error {}

export interface SamlAssertion {
  nameId: string;
  /** Attribute name → first value. */
  attributes: Record<string, string>;
}

export function cognitoServiceProvider(userPoolId: string, acsUrl: string) {
  return samlify.ServiceProvider({
    entityID: cognitoSpEntityId(userPoolId),
    assertionConsumerService: [{ Binding: POST_BINDING, Location: acsUrl }],
    wantAssertionsSigned: true,
    authnRequestsSigned: false,
    nameIDFormat: [EMAIL_NAME_ID],
  });
}

/** The IdP of a provider's metadata document; a document samlify cannot read is refused. */
export function identityProviderOf(metadataXml: string) {
  try {
    const idp = samlify.IdentityProvider({ metadata: metadataXml });
    if (!idp.entityMeta.getEntityID()) throw new Error('no entityID');
    // What a sign-in needs: where to send the user, and the certificate that signs the assertions.
    if (!idp.entityMeta.getSingleSignOnService(REDIRECT_BINDING)) {
      throw new Error('no SingleSignOnService with the HTTP-Redirect binding');
    }
    if (!idp.entityMeta.getX509Certificate('signing')) throw new Error('no signing certificate');
    return idp;
  } catch (error) {
    throw new SamlRejected(`The SAML metadata is not valid: ${(error as Error).message}`);
  }
}

/** Where the browser goes to sign in: the IdP's SSO endpoint with the AuthnRequest (HTTP-Redirect). */
export function authnRequestUrl(options: {
  userPoolId: string;
  acsUrl: string;
  metadataXml: string;
  relayState: string;
}): string {
  const sp = cognitoServiceProvider(options.userPoolId, options.acsUrl);
  const idp = identityProviderOf(options.metadataXml);
  const { context } = sp.createLoginRequest(idp, 'redirect', { relayState: options.relayState });
  return context;
}

const REASONS: Record<string, string> = {
  ERR_FAILED_TO_VERIFY_SIGNATURE: 'the signature of the assertion is not valid',
  ERR_ZERO_SIGNATURE: 'the assertion is not signed',
  ERR_UNMATCH_ISSUER: 'the response comes from another identity provider',
  ERR_SUBJECT_UNCONFIRMED: 'the assertion has expired or is not valid yet',
  ERR_EXPIRED_SESSION: 'the session has expired',
  ERR_INVALID_XML: 'the response is not valid XML',
  ERR_EMPTY_ASSERTION: 'the response has no assertion',
};

function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = Object.keys(REASONS).find((key) => message.includes(key));
  if (code) return REASONS[code] as string;
  if (message.startsWith('ERR_FAILED_STATUS')) return 'the identity provider did not sign the user in';
  if (/schema|validat/i.test(message)) return 'the response does not match the SAML schema';
  return 'the response could not be verified';
}

/** Verifies a base64 SAMLResponse posted to /saml2/idpresponse; SamlRejected with the reason. */
export async function verifySamlResponse(options: {
  userPoolId: string;
  acsUrl: string;
  metadataXml: string;
  samlResponse: string;
}): Promise<SamlAssertion> {
  const sp = cognitoServiceProvider(options.userPoolId, options.acsUrl);
  const idp = identityProviderOf(options.metadataXml);
  let extract: Record<string, unknown>;
  try {
    const result = await sp.parseLoginResponse(idp, 'post', {
      body: { SAMLResponse: options.samlResponse },
    });
    extract = result.extract as Record<string, unknown>;
  } catch (error) {
    throw new SamlRejected(`Invalid SAML response: ${reasonOf(error)}.`);
  }
  const audience = extract.audience;
  const audiences = Array.isArray(audience) ? audience : [audience];
  if (!audiences.includes(cognitoSpEntityId(options.userPoolId))) {
    throw new SamlRejected('Invalid SAML response: the assertion is meant for another service provider.');
  }
  const nameId = typeof extract.nameID === 'string' ? extract.nameID.trim() : '';
  if (!nameId) throw new SamlRejected('Invalid SAML response: the assertion names no user.');
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries((extract.attributes ?? {}) as Record<string, unknown>)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') attributes[name] = first;
  }
  return { nameId, attributes };
}
