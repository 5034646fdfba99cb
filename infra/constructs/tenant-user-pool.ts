/**
 * One tenant's identity: a Cognito user pool and the SPA's app client (design.md §4: one organization =
 * one pool + app client). Sign-in with e-mail as the username, self sign-up, `custom:orgId`, the
 * spec's password policy.
 */
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import type { UserPoolDomain } from 'aws-cdk-lib/aws-cognito';
import {
  AccountRecovery,
  ClientAttributes,
  FeaturePlan,
  Mfa,
  StandardThreatProtectionMode,
  OAuthScope,
  StringAttribute,
  UserPool,
  type UserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import type { TenantConfig } from '../config/tenants.js';
import { TEMPORARY_PASSWORD_VALIDITY_DAYS } from '#shared/domain/password.js';

export interface TenantUserPoolProps {
  readonly tenant: TenantConfig;
  readonly stageName: string;
  /** Keep the pool (and its users) when the stack is deleted; deletion protection on. */
  readonly protectData: boolean;
  /** The stage's apex web domain: the tenant's tube `https://<subdomain>.<appDomain>/` is the SSO callback. */
  readonly appDomain: string;
}

/**
 * Spec 1 §"Passwords": "minimum 8 characters with an uppercase letter, a lowercase letter, a digit and a
 * symbol from !@#$%?.^&*". Cognito's symbol class is a superset of that list; the web form enforces
 * the exact list.
 */
export const TENANT_PASSWORD_POLICY = {
  minLength: 8,
  requireUppercase: true,
  requireLowercase: true,
  requireDigits: true,
  requireSymbols: true,
} as const;

/**
 * The pool's hosted-UI domain prefix (`<prefix>.auth.<region>.amazoncognito.com`), where federated
 * sign-in starts and the IdP posts its SAML Response; `orgId` may be the `{orgId}` placeholder.
 */
export function cognitoDomainPrefix(stageName: string, orgId: string): string {
  return `tubes-${stageName}-${orgId}`;
}

export class TenantUserPool extends Construct {
  readonly orgId: string;
  readonly userPool: UserPool;
  readonly client: UserPoolClient;
  /** The hosted-UI domain: federated sign-in (SSO) starts at its /oauth2/authorize. */
  readonly domain: UserPoolDomain;

  constructor(scope: Construct, id: string, props: TenantUserPoolProps) {
    super(scope, id);
    const { tenant, stageName, protectData, appDomain } = props;
    this.orgId = tenant.id;

    this.userPool = new UserPool(this, 'UserPool', {
      userPoolName: `tubes-${stageName}-${tenant.id}`,
      // E-mail is the username; "Sign-in: the email is lower-cased" (spec), so case-insensitive.
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      // A changed e-mail takes effect only once the code sent to it is confirmed: until then Cognito keeps
      // (and tokens carry) the verified one, so nobody can claim an address they do not own.
      keepOriginal: { email: true },
      // Self-registration is on; the pre-sign-up trigger admits only the organization's e-mail domains.
      selfSignUpEnabled: true,
      standardAttributes: {
        email: { required: true, mutable: true },
        // Sign-up sends e-mail and website attributes (spec 2 §7).
        website: { required: false, mutable: true },
      },
      customAttributes: {
        // The organization a user belongs to; set once (admin creation / sign-up), never changed.
        // Mutable so the post-confirmation trigger can bind self-registered users (Cognito accepts an
        // immutable custom attribute only at creation); the app client cannot write it (below).
        orgId: new StringAttribute({ minLen: 1, maxLen: 64, mutable: true }),
      },
      passwordPolicy: {
        ...TENANT_PASSWORD_POLICY,
        tempPasswordValidity: Duration.days(TEMPORARY_PASSWORD_VALIDITY_DAYS),
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      // Plus tier: compromised-credential checks and adaptive authentication, enforced.
      featurePlan: FeaturePlan.PLUS,
      standardThreatProtectionMode: StandardThreatProtectionMode.FULL_FUNCTION,
      deletionProtection: protectData,
      removalPolicy: protectData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    Validations.of(this.userPool.node.defaultChild ?? this.userPool).acknowledge({
      id: 'AwsSolutions-COG2',
      reason:
        'MFA is optional (TOTP) rather than required: employees of customer organizations sign in to watch ' +
        'training videos, often from shared or kiosk devices; Plus-tier threat protection (adaptive ' +
        'authentication, compromised-credential checks) is enforced instead, and a tenant can be moved to ' +
        'required MFA by configuration.',
    });

    this.client = this.userPool.addClient('WebClient', {
      userPoolClientName: `tubes-${stageName}-${tenant.id}-web`,
      // A browser SPA cannot keep a secret.
      generateSecret: false,
      // USER_PASSWORD_AUTH (also what the local cognito-local supports) and SRP; refresh tokens are
      // always allowed by Cognito when explicit flows are set.
      authFlows: { userPassword: true, userSrp: true },
      // One answer for an unknown e-mail and a wrong password: sign-in does not tell anyone which
      // accounts exist (docs/decisions.md "Sign-in errors").
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
      readAttributes: new ClientAttributes()
        .withStandardAttributes({ email: true, emailVerified: true, website: true })
        .withCustomAttributes('orgId'),
      // custom:orgId is not writable by the client: a user cannot move themselves to another tenant.
      writeAttributes: new ClientAttributes().withStandardAttributes({ email: true, website: true }),
      // Single sign-on (issue 11): the organization's IdP signs users in through the hosted UI, which
      // returns to the tube: the implicit grant puts the tokens in the URL hash the app takes (spec 1 §4),
      // the code grant (PKCE) is there for clients that exchange a code. The IdP itself is added by an
      // admin at run time (/admin/security: CreateIdentityProvider + UpdateUserPoolClient).
      oAuth: {
        flows: { authorizationCodeGrant: true, implicitCodeGrant: true },
        scopes: [OAuthScope.OPENID, OAuthScope.EMAIL, OAuthScope.PROFILE],
        callbackUrls: [`https://${tenant.subdomain}.${appDomain}/`],
      },
    });
    this.domain = this.userPool.addDomain('HostedUi', {
      cognitoDomain: { domainPrefix: cognitoDomainPrefix(stageName, tenant.id) },
    });
  }

  /** The token issuer the REST authorizer trusts for this tenant. */
  get issuer(): string {
    return this.userPool.userPoolProviderUrl;
  }
}
