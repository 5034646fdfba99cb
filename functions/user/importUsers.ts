import * as api from '#shared/api/endpoints/users.js';
import { createUserBodySchema, importRoleSchema } from '#shared/api/endpoints/users.js';
import type { ImportOutcome } from '#shared/api/index.js';
import { USER_CHANGE_REFUSAL_MESSAGES, accessOfImportRoles } from '#shared/domain/users-admin.js';
import { httpHandler } from '../core/http/pipeline.js';
import { HttpError, forbidden, notFound } from '../core/http/errors.js';
import { logger } from '../core/http/logger.js';
import { tenantData } from '../core/data/tenant-data.js';
import { createOrganizationUser } from '../core/domain/create-user.js';

/**
 * POST /user/importUsers (issue 11 "bulk import of users from a CSV file (e-mail, name, roles) with a
 * per-row report"): each row is checked by the create-user rules and created as POST /createUser
 * creates one; a bad or refused row does not stop the others, and every row is reported.
 */
export const handler = httpHandler(api.importUsers, async ({ tenant, body }) => {
  if (tenant.activeOrgId !== tenant.orgId) throw forbidden();
  const org = tenantData(tenant.orgId);
  const [caller, organization] = await Promise.all([org.user(tenant.userId), org.organization()]);
  if (!organization) throw notFound();
  const results: ImportOutcome[] = [];
  for (const row of body.rows) {
    const roles = importRoleSchema.array().safeParse(row.roles);
    const access = accessOfImportRoles(roles.success ? roles.data : []);
    const parsed = createUserBodySchema.safeParse({ ...row, ...access });
    const email = row.email.trim().toLowerCase();
    if (!roles.success || !parsed.success) {
      const issue = roles.success ? parsed.error?.issues[0] : { path: ['roles'], message: 'Unknown role' };
      results.push({
        line: row.line,
        email,
        outcome: 'invalid',
        message: `${String(issue?.path?.[0] ?? '')}: ${issue?.message ?? 'Invalid'}`,
      });
      continue;
    }
    if (parsed.data.isMasterAdmin && !caller?.isMasterAdmin) {
      results.push({
        line: row.line,
        email,
        outcome: 'refused',
        message: USER_CHANGE_REFUSAL_MESSAGES.masterAdminOnly,
      });
      continue;
    }
    try {
      await createOrganizationUser(tenant, organization, parsed.data);
      results.push({ line: row.line, email: parsed.data.email, outcome: 'created' });
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 409) {
        results.push({ line: row.line, email: parsed.data.email, outcome: 'exists', message: error.message });
      } else {
        logger.error('import: a row failed', { line: row.line, error: (error as Error).message });
        results.push({
          line: row.line,
          email: parsed.data.email,
          outcome: 'failed',
          message: 'Oops! Something went wrong',
        });
      }
    }
  }
  return { results };
});
