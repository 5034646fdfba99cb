import { describe, expect, it } from 'vitest';
import { OFFLINE_ACCOUNT, loadStageConfig } from '../../infra/config/stages.js';

const context =
  (values: Record<string, unknown>) =>
  (key: string): unknown =>
    values[key];

describe('stage config', () => {
  it('defaults to dev and falls back to the offline account without credentials', () => {
    const config = loadStageConfig(context({}), {});
    expect(config.name).toBe('dev');
    expect(config.domain).toBe('dev.tubes.example.com');
    expect(config.account).toBe(OFFLINE_ACCOUNT);
    expect(config.protectData).toBe(false);
  });

  it('selects a stage with -c stage and uses the deploying account', () => {
    const config = loadStageConfig(context({ stage: 'prod' }), { CDK_DEFAULT_ACCOUNT: '210987654321' });
    expect(config).toMatchObject({
      name: 'prod',
      domain: 'tubes.example.com',
      account: '210987654321',
      protectData: true,
    });
  });

  it('applies context overrides', () => {
    const arn = 'arn:aws:acm:us-east-1:111122223333:certificate/12345678-90ab-cdef-1234-567890abcdef';
    const config = loadStageConfig(
      context({
        stage: 'staging',
        domain: 'learn.acme-tubes.com',
        certificateArn: arn,
        account: '111122223333',
      }),
      {},
    );
    expect(config).toMatchObject({
      domain: 'learn.acme-tubes.com',
      certificateArn: arn,
      account: '111122223333',
    });
  });

  it('takes an alarm e-mail and a pinned auto-login secret version from the context', () => {
    const versionId = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
    const config = loadStageConfig(
      context({ alarmEmail: 'ops@example.com', autoLoginSecretVersionId: versionId }),
      {},
    );
    expect(config).toMatchObject({ alarmEmail: 'ops@example.com', autoLoginSecretVersionId: versionId });
    expect(loadStageConfig(context({}), {}).autoLoginSecretVersionId).toBeUndefined();
    expect(() => loadStageConfig(context({ autoLoginSecretVersionId: 'AWSCURRENT' }), {})).toThrow(
      /autoLoginSecretVersionId: must be a Secrets Manager VersionId/,
    );
  });

  it('rejects an unknown stage', () => {
    expect(() => loadStageConfig(context({ stage: 'qa' }), {})).toThrow(
      /stage must be one of dev, staging, prod/,
    );
  });

  it('rejects a certificate outside us-east-1 (CloudFront only accepts us-east-1)', () => {
    const arn = 'arn:aws:acm:eu-central-1:111122223333:certificate/12345678-90ab-cdef-1234-567890abcdef';
    expect(() => loadStageConfig(context({ certificateArn: arn }), {})).toThrow(
      /certificateArn: must be an ACM/,
    );
  });

  it('rejects a malformed domain and account', () => {
    expect(() => loadStageConfig(context({ domain: 'https://Tubes.example.com' }), {})).toThrow(/domain/);
    expect(() => loadStageConfig(context({ account: '12345' }), {})).toThrow(/account/);
  });
});
