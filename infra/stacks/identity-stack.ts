/** Identity: one Cognito user pool + app client per configured tenant (design.md §4). */
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { TenantPool } from '../../functions/core/tenant-pools.js';
import type { StageConfig } from '../config/stages.js';
import type { TenantConfig } from '../config/tenants.js';
import { TenantUserPool } from '../constructs/tenant-user-pool.js';

export interface IdentityStackProps extends StackProps {
  readonly stage: StageConfig;
  readonly tenants: readonly TenantConfig[];
}

export class IdentityStack extends Stack {
  readonly pools: readonly TenantUserPool[];

  constructor(scope: Construct, id: string, props: IdentityStackProps) {
    super(scope, id, props);
    const { stage, tenants } = props;
    if (tenants.length === 0) throw new Error('at least one tenant is required');

    this.pools = tenants.map((tenant) => {
      const pool = new TenantUserPool(this, `Tenant-${tenant.id}`, {
        tenant,
        stageName: stage.name,
        protectData: stage.protectData,
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
      return pool;
    });
  }

  /** The pools the REST authorizer trusts (TENANT_POOLS, functions/core/tenant-pools.ts). */
  get tenantPools(): TenantPool[] {
    return this.pools.map((pool) => ({
      orgId: pool.orgId,
      issuer: pool.issuer,
      clientId: pool.client.userPoolClientId,
    }));
  }
}
