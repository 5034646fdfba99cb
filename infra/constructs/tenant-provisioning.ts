/**
 * Writes the stage's configured tenants into the table at deploy time: a CloudFormation custom resource
 * (aws-cdk-lib's Provider framework) whose onEvent handler is functions/provisioning/tenants.ts. It
 * receives every tenant's config plus its user pool and app client ids, and upserts the organization,
 * tube and e-mail-domain items and the missing default feature flags, and makes the configured first
 * admins (AdminGetUser, AdminCreateUser in the tenant's pool). Deleting the resource leaves the
 * data in place (see the handler for why).
 *
 * CloudFormation invokes the handler when the resource's properties change: a tenant is added or its
 * config or pool changes, the list of feature ids changes (so a new feature gets its default flag in
 * every organization), or the stack changes an app client (which resets the client's identity providers:
 * the handler then sets single sign-on up again for the organizations that have it on).
 */
import { createHash } from 'node:crypto';
import { CustomResource, Lazy, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import type { CfnUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Provider } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import {
  TENANTS_PROPERTY,
  type ProvisioningRequest,
} from '../../functions/core/domain/tenant-provisioning.js';
import { FEATURE_IDS } from '#shared/domain/feature-flags.js';
import { envVars } from '../../functions/core/http/env.js';
import type { TenantConfig } from '../config/tenants.js';
import { bindTable } from './grants.js';
import type { TenantUserPool } from './tenant-user-pool.js';
import { TubesFunction } from './tubes-function.js';

export const TENANT_PROVISIONING_RESOURCE_TYPE = 'Custom::TenantProvisioning';

export interface TenantProvisioningProps {
  /** Every tenant of the stage with its user pool (from the same identity stack). */
  readonly tenants: readonly { readonly tenant: TenantConfig; readonly pool: TenantUserPool }[];
  readonly table: ITable;
  /** The stage's web domain: the tubes' addresses (the SSO callback URL of a re-applied app client). */
  readonly appDomain: string;
}

export class TenantProvisioning extends Construct {
  readonly handler: TubesFunction;
  readonly resource: CustomResource;

  constructor(scope: Construct, id: string, props: TenantProvisioningProps) {
    super(scope, id);

    this.handler = new TubesFunction(this, 'Handler', {
      entry: 'functions/provisioning/tenants.ts',
      serviceName: 'tubes-tenant-provisioning',
      description: 'Custom resource: writes the configured tenants (organizations, tubes, default flags)',
    });
    bindTable(this.handler, props.table, 'readWrite');
    // Single sign-on set up again after a deployment rewrote an app client (functions/provisioning).
    for (const [name, value] of Object.entries(
      envVars({ appUrlTemplate: `https://{sub}.${props.appDomain}` }),
    )) {
      this.handler.addEnvironment(name, value);
    }
    const poolGrants = {
      Sso: ['cognito-idp:DescribeUserPoolClient', 'cognito-idp:UpdateUserPoolClient'],
      // The configured first admins: an address's account (AdminGetUser) or a new one (AdminCreateUser).
      FirstAdmins: ['cognito-idp:AdminGetUser', 'cognito-idp:AdminCreateUser'],
    };
    for (const [purpose, actions] of Object.entries(poolGrants)) {
      for (const action of actions) {
        this.handler.addToRolePolicy(
          new PolicyStatement({
            // A Sid per action keeps CDK from merging them into one statement.
            sid: `${purpose}${action.slice('cognito-idp:'.length)}`,
            actions: [action],
            resources: props.tenants.map(({ pool }) => pool.userPool.userPoolArn),
          }),
        );
      }
    }

    // The framework's onEvent function gets an own role and log group instead of
    // AWSLambdaBasicExecutionRole writing to any log group.
    const frameworkRole = new Role(this, 'FrameworkRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'Execution role of the tenant-provisioning custom resource framework',
    });
    const frameworkLogs = new LogGroup(this, 'FrameworkLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    frameworkLogs.grantWrite(frameworkRole);
    const provider = new Provider(this, 'Provider', {
      onEventHandler: this.handler,
      frameworkOnEventRole: frameworkRole,
      logGroup: frameworkLogs,
    });
    this.acknowledgeFrameworkFindings(frameworkRole);

    const request: ProvisioningRequest = props.tenants.map(({ tenant, pool }) => ({
      tenant: {
        id: tenant.id,
        subdomain: tenant.subdomain,
        name: tenant.name,
        masterLanguage: tenant.masterLanguage,
        languages: tenant.languages,
        color: tenant.color,
        theme: tenant.theme,
        logo: tenant.logo,
        hasActiveSubscription: tenant.hasActiveSubscription,
        providerOrganization: tenant.providerOrganization,
        autoLoginEnabled: tenant.autoLoginEnabled,
        ...(tenant.onboardingWizard !== undefined ? { onboardingWizard: tenant.onboardingWizard } : {}),
        emailDomains: tenant.emailDomains,
        initialAdmins: tenant.initialAdmins,
      },
      pool: { userPoolId: pool.userPool.userPoolId, userPoolClientId: pool.client.userPoolClientId },
    }));
    this.resource = new CustomResource(this, 'Resource', {
      serviceToken: provider.serviceToken,
      resourceType: TENANT_PROVISIONING_RESOURCE_TYPE,
      properties: {
        // One JSON string: CloudFormation would turn booleans in nested properties into strings.
        [TENANTS_PROPERTY]: Stack.of(this).toJsonString(request),
        // Not read by the handler (it bundles the same list): a new feature id re-runs provisioning.
        FeatureIds: FEATURE_IDS.join(','),
        // Changes whenever the stack changes an app client, which resets its identity providers: the
        // handler then runs and sets single sign-on up again where it is on.
        AppClientSettings: Lazy.string({
          produce: () =>
            appClientFingerprint(
              Stack.of(this),
              props.tenants.map(({ pool }) => pool.client),
            ),
        }),
      },
    });
  }

  /** The framework's invoke grant is written by aws-cdk-lib; its finding is acknowledged on that policy. */
  private acknowledgeFrameworkFindings(frameworkRole: Role): void {
    const policy = frameworkRole.node.tryFindChild('DefaultPolicy');
    if (!policy) throw new Error('custom resource framework policy not found');
    const handlerId = Stack.of(this).getLogicalId(this.handler.node.defaultChild as CfnFunction);
    Validations.of(policy).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${handlerId}.Arn>:*]`,
      reason:
        'lambda:InvokeFunction on the provisioning handler and its versions/aliases (`:*`), as granted by ' +
        'aws-cdk-lib to the custom resource framework; no other function is reachable.',
    });
  }
}

/** A digest of what CloudFormation sets on the app clients (their resolved template properties). */
function appClientFingerprint(
  stack: Stack,
  clients: readonly { node: { defaultChild?: unknown } }[],
): string {
  const settings = clients.map((client) => {
    const cfn = client.node.defaultChild as CfnUserPoolClient;
    return stack.resolve({
      name: cfn.clientName,
      flows: cfn.explicitAuthFlows,
      oauthFlows: cfn.allowedOAuthFlows,
      oauthScopes: cfn.allowedOAuthScopes,
      oauthClient: cfn.allowedOAuthFlowsUserPoolClient,
      callbacks: cfn.callbackUrLs,
      logouts: cfn.logoutUrLs,
      providers: cfn.supportedIdentityProviders,
      read: cfn.readAttributes,
      write: cfn.writeAttributes,
      validity: [
        cfn.accessTokenValidity,
        cfn.idTokenValidity,
        cfn.refreshTokenValidity,
        cfn.tokenValidityUnits,
      ],
      errors: cfn.preventUserExistenceErrors,
      revocation: cfn.enableTokenRevocation,
    }) as unknown;
  });
  return createHash('sha256').update(JSON.stringify(settings)).digest('hex').slice(0, 16);
}
