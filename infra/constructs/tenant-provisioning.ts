/**
 * Writes the stage's configured tenants into the table at deploy time: a CloudFormation custom resource
 * (aws-cdk-lib's Provider framework) whose onEvent handler is functions/provisioning/tenants.ts. It
 * receives every tenant's config plus its user pool and app client ids, and upserts the organization,
 * tube and e-mail-domain items and the missing default feature flags. Deleting the resource leaves the
 * data in place (see the handler for why).
 *
 * CloudFormation invokes the handler when the resource's properties change: a tenant is added or its
 * config or pool changes, or the list of feature ids changes (so a new feature gets its default flag in
 * every organization).
 */
import { CustomResource, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Provider } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import {
  TENANTS_PROPERTY,
  type ProvisioningRequest,
} from '../../functions/core/domain/tenant-provisioning.js';
import { FEATURE_IDS } from '#shared/domain/feature-flags.js';
import type { TenantConfig } from '../config/tenants.js';
import { bindTable } from './grants.js';
import type { TenantUserPool } from './tenant-user-pool.js';
import { TubesFunction } from './tubes-function.js';

export const TENANT_PROVISIONING_RESOURCE_TYPE = 'Custom::TenantProvisioning';

export interface TenantProvisioningProps {
  /** Every tenant of the stage with its user pool (from the same identity stack). */
  readonly tenants: readonly { readonly tenant: TenantConfig; readonly pool: TenantUserPool }[];
  readonly table: ITable;
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
