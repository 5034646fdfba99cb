/**
 * Identity: one Cognito user pool + app client per configured tenant (design.md §4), the
 * post-confirmation trigger every pool shares, and the provisioning of the tenants' organizations into
 * the table (so a new stage knows its tenants as soon as it is deployed).
 */
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { UserPoolOperation } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Policy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import type { TenantPool } from '../../functions/core/http/tenant-pools.js';
import type { StageConfig } from '../config/stages.js';
import type { TenantConfig } from '../config/tenants.js';
import { bindTable } from '../constructs/grants.js';
import { MailIdentity } from '../constructs/mail-sender.js';
import { TenantProvisioning } from '../constructs/tenant-provisioning.js';
import { TenantUserPool } from '../constructs/tenant-user-pool.js';
import { TubesFunction } from '../constructs/tubes-function.js';

export interface IdentityStackProps extends StackProps {
  readonly stage: StageConfig;
  readonly tenants: readonly TenantConfig[];
  /** The single table (data stack): the trigger and the provisioning write organizations and users. */
  readonly table: ITable;
}

export class IdentityStack extends Stack {
  readonly pools: readonly TenantUserPool[];
  /** Cognito post-confirmation trigger of every tenant pool (functions/user/postConfirmation.ts). */
  readonly postConfirmation: TubesFunction;
  /** Cognito pre-sign-up trigger of every tenant pool (functions/user/preSignUp.ts). */
  readonly preSignUp: TubesFunction;
  /** Cognito post-authentication trigger of every tenant pool (functions/user/postAuthentication.ts). */
  readonly postAuthentication: TubesFunction;
  /** The organizations of the configured tenants, written at deploy time. */
  readonly provisioning: TenantProvisioning;
  /** The SES identity the product's mails are sent from (infra/constructs/mail-sender.ts). */
  readonly mail: MailIdentity;

  constructor(scope: Construct, id: string, props: IdentityStackProps) {
    super(scope, id, props);
    const { stage, tenants, table } = props;
    if (tenants.length === 0) throw new Error('at least one tenant is required');

    const tenantPools = tenants.map((tenant) => {
      const pool = new TenantUserPool(this, `Tenant-${tenant.id}`, {
        tenant,
        stageName: stage.name,
        protectData: stage.protectData,
        appDomain: stage.domain,
      });
      new CfnOutput(this, `${tenant.id}UserPoolId`, {
        value: pool.userPool.userPoolId,
        description: `User pool of tenant ${tenant.id}`,
        exportName: `tubes-${stage.name}-${tenant.id}-user-pool-id`,
      });
      new CfnOutput(this, `${tenant.id}UserPoolClientId`, {
        value: pool.client.userPoolClientId,
        description: `Web app client of tenant ${tenant.id}`,
        exportName: `tubes-${stage.name}-${tenant.id}-user-pool-client-id`,
      });
      return { tenant, pool };
    });
    this.pools = tenantPools.map(({ pool }) => pool);

    // A confirmed sign-up becomes a member of the pool's organization: the trigger finds the organization
    // by user pool id (GSI2), sets custom:orgId and creates the user item and the operator's
    // register-account task (issue 13).
    this.postConfirmation = new TubesFunction(this, 'PostConfirmation', {
      entry: 'functions/user/postConfirmation.ts',
      serviceName: 'tubes-user-postConfirmation',
      description: 'Cognito post-confirmation trigger (every tenant pool): custom:orgId + user profile',
    });
    bindTable(this.postConfirmation, table, 'readWrite');
    for (const pool of this.pools) {
      pool.userPool.addTrigger(UserPoolOperation.POST_CONFIRMATION, this.postConfirmation);
    }
    // Exactly the stage's pools, by ARN. The statement lives in its own policy rather than the role's
    // default policy: the function depends on its default policy, and the pools depend on the function
    // (LambdaConfig), so pool ARNs in the default policy would close a cycle. Nothing depends on this
    // policy; it is in place before the stack completes, i.e. before anyone can sign up.
    const triggerRole = this.postConfirmation.role;
    if (!triggerRole) throw new Error('the post-confirmation function has no role');
    new Policy(this, 'PostConfirmationUpdatesUserAttributes', {
      roles: [triggerRole],
      statements: [
        new PolicyStatement({
          actions: ['cognito-idp:AdminUpdateUserAttributes'],
          resources: this.pools.map((pool) => pool.userPool.userPoolArn),
        }),
      ],
    });

    // Self-registration admits only the organization's e-mail domains, nobody into the operator
    // organization (shared/domain/sign-up.ts): the trigger reads the organization by pool id.
    this.preSignUp = new TubesFunction(this, 'PreSignUp', {
      entry: 'functions/user/preSignUp.ts',
      serviceName: 'tubes-user-preSignUp',
      description: "Cognito pre-sign-up trigger (every tenant pool): only the organization's e-mail domains",
    });
    bindTable(this.preSignUp, table, 'read');
    for (const pool of this.pools) {
      pool.userPool.addTrigger(UserPoolOperation.PRE_SIGN_UP, this.preSignUp);
    }

    // Every sign-in records its time on the profile (the last sign-in of /admin/users); the first one
    // also writes the operator's login-for-first-time task (issue 13).
    this.postAuthentication = new TubesFunction(this, 'PostAuthentication', {
      entry: 'functions/user/postAuthentication.ts',
      serviceName: 'tubes-user-postAuthentication',
      description: "Cognito post-authentication trigger (every tenant pool): the profile's last sign-in",
    });
    bindTable(this.postAuthentication, table, 'readWrite');
    for (const pool of this.pools) {
      pool.userPool.addTrigger(UserPoolOperation.POST_AUTHENTICATION, this.postAuthentication);
    }

    this.mail = new MailIdentity(this, 'Mail', { stage });

    this.provisioning = new TenantProvisioning(this, 'TenantProvisioning', {
      tenants: tenantPools,
      table,
      appDomain: stage.domain,
    });
  }

  /** ARNs of the stage's pools (the authorizers and the user-access reconciler read users there). */
  get userPoolArns(): string[] {
    return this.pools.map((pool) => pool.userPool.userPoolArn);
  }

  /** The pools the REST authorizer trusts (TENANT_POOLS, functions/core/http/tenant-pools.ts). */
  get tenantPools(): TenantPool[] {
    return this.pools.map((pool) => ({
      orgId: pool.orgId,
      issuer: pool.issuer,
      clientId: pool.client.userPoolClientId,
    }));
  }
}
