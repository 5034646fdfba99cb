import { E2E_PORTS } from '../../../playwright.config';

/**
 * The test platform's data layer, with the handlers' environment (infra/local/config.ts), for fixtures
 * no endpoint writes and for putting a journey's own data back as it found it.
 */
export async function platformEntities() {
  Object.assign(process.env, {
    TABLE_NAME: 'tubes',
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_ENDPOINT_URL_DYNAMODB: `http://localhost:${process.env.TUBES_E2E_DYNAMODB_PORT ?? E2E_PORTS.TUBES_DYNAMODB_PORT}`,
  });
  const { getEntities } = await import('../../../functions/core/data/entities/index.js');
  return getEntities();
}
