import { describe, expect, it } from 'vitest';
import { createPersonalChannel } from './create-personal-channel.js';

describe('createPersonalChannel', () => {
  it('is refused with 403 while switched into another organization, before anything is read or written', async () => {
    const switched = {
      orgId: 'studio',
      activeOrgId: 'acme',
      userId: 'u1',
      email: 'staff@tubes.dev',
      role: 'admin' as const,
      isStaff: true,
      permissions: [],
    };
    await expect(
      createPersonalChannel(switched, { tubeId: 'tube-studio', name: 'Mine' }),
    ).rejects.toMatchObject({
      statusCode: 403,
      message: 'Personal channels cannot be created while working in another workspace',
    });
  });
});
