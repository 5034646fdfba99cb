/**
 * The tenant user pools the REST authorizer trusts, from TENANT_POOLS (JSON). The CDK api stack sets it
 * from the identity stack's pools; the local platform sets it from the pools it created in
 * cognito-local. `issuer` is the token's exact `iss`; JWKS are fetched from `${issuer}/.well-known/jwks.json`.
 */
import * as z from 'zod';

export const tenantPoolSchema = z.object({
  orgId: z.string().min(1),
  issuer: z.url(),
  clientId: z.string().min(1),
});
export type TenantPool = z.infer<typeof tenantPoolSchema>;

export const tenantPoolsSchema = z.array(tenantPoolSchema);

export function parseTenantPools(raw: string | undefined): TenantPool[] {
  if (!raw) throw new Error('TENANT_POOLS is not set');
  return tenantPoolsSchema.parse(JSON.parse(raw));
}

/** The pool's id: the last path segment of its issuer (`https://cognito-idp.<region>.amazonaws.com/<id>`). */
export function userPoolIdOf(pool: TenantPool): string {
  const id = new URL(pool.issuer).pathname.split('/').filter(Boolean).pop();
  if (!id) throw new Error(`the issuer ${pool.issuer} names no user pool`);
  return id;
}
