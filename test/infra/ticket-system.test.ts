/**
 * The ticket system per stage (issue 5: "a Zendesk-API adapter for the cloud, configured per stage"):
 * with `zendesk` in the stage config, only the handlers that talk to the ticket system get its address
 * and may read its credentials secret; without it no handler does (tickets stay in the table).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, Stack, Validations, type CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStageConfig, stageConfigSchema } from '../../infra/config/stages.js';
import { TENANTS } from '../../infra/config/tenants.js';
import { REPO_ROOT } from '../../infra/constructs/tubes-function.js';
import { TubesStage } from '../../infra/stacks/tubes-stage.js';

type Resources = Record<string, { Type: string; Properties?: Record<string, unknown> }>;

const SECRET_ARN = 'arn:aws:secretsmanager:eu-central-1:123456789012:secret:tubes/zendesk-AbC123';
const CDK_CONTEXT = (
  JSON.parse(readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: object }
).context;

let outdir: string;
let stage: TubesStage;
let template: Template;
let nagFindings: string[] = [];

beforeAll(() => {
  outdir = mkdtempSync(path.join(tmpdir(), 'tubes-infra-tickets-'));
  const app = new App({ outdir, context: { ...CDK_CONTEXT, 'aws:cdk:bundling-stacks': [] } });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  const base = loadStageConfig((key) => app.node.tryGetContext(key), {});
  const config = stageConfigSchema.parse({
    ...base,
    zendesk: { baseUrl: 'https://tubes.zendesk.com', secretArn: SECRET_ARN, phoneFieldId: 360001 },
  });
  stage = new TubesStage(app, 'Tubes-dev', { config, tenants: TENANTS, deployWebApp: false });
  try {
    app.synth();
  } catch {
    // cdk-nag errors end in-memory synthesis after the report is written; read below.
  }
  const file = path.join(outdir, 'validation-report.json');
  if (existsSync(file)) {
    const report = JSON.parse(readFileSync(file, 'utf8')) as {
      pluginReports: {
        violations: { ruleName: string; violatingConstructs?: { constructPath: string }[] }[];
      }[];
    };
    nagFindings = report.pluginReports.flatMap((p) =>
      p.violations.flatMap((v) =>
        (v.violatingConstructs ?? []).map((c) => `${v.ruleName} at ${c.constructPath}`),
      ),
    );
  }
  template = Template.fromStack(stage.api);
});

afterAll(() => rmSync(outdir, { recursive: true, force: true }));

const envOf = (endpointId: string): Record<string, unknown> => {
  const fn = stage.api.routes.handlers.get(endpointId);
  const id = Stack.of(fn!).getLogicalId(fn!.node.defaultChild as CfnElement);
  const resource = (template.findResources('AWS::Lambda::Function') as Resources)[id];
  return (resource?.Properties?.Environment as { Variables?: Record<string, unknown> }).Variables ?? {};
};

describe('ticket system configuration', () => {
  it('gives the ticket handlers Zendesk and the secret ARN, and no other handler', () => {
    for (const id of ['userCommand', 'listOperationalTasks', 'getTicket']) {
      expect(envOf(id)).toMatchObject({
        TICKET_SYSTEM: 'zendesk',
        ZENDESK_BASE_URL: 'https://tubes.zendesk.com',
        ZENDESK_SECRET_ARN: SECRET_ARN,
        ZENDESK_PHONE_FIELD_ID: '360001',
      });
    }
    for (const id of ['getInitData', 'listMyTasks', 'getHelpVideos', 'videoCommand']) {
      expect(envOf(id)).not.toHaveProperty('TICKET_SYSTEM');
      expect(envOf(id)).not.toHaveProperty('ZENDESK_SECRET_ARN');
    }
  });

  it('lets exactly those handlers read the secret, on its ARN only', () => {
    const policies = Object.values(template.findResources('AWS::IAM::Policy') as Resources);
    const reading = policies.filter(
      (p) =>
        JSON.stringify(p.Properties?.PolicyDocument).includes('secretsmanager:GetSecretValue') &&
        JSON.stringify(p.Properties?.PolicyDocument).includes(SECRET_ARN),
    );
    expect(reading).toHaveLength(3);
    for (const policy of reading) {
      expect(JSON.stringify(policy.Properties?.PolicyDocument)).not.toContain(':secret:*');
    }
  });

  it('adds no cdk-nag findings to the ticket handlers', () => {
    expect(nagFindings.filter((f) => /userCommand|listOperationalTasks|getTicket|Zendesk/i.test(f))).toEqual(
      [],
    );
  });

  it('refuses a partial secret ARN or a plain-http Zendesk address', () => {
    const base = { baseUrl: 'https://tubes.zendesk.com', secretArn: SECRET_ARN };
    expect(stageConfigSchema.shape.zendesk.safeParse(base).success).toBe(true);
    expect(
      stageConfigSchema.shape.zendesk.safeParse({
        ...base,
        secretArn: 'arn:aws:secretsmanager:eu-central-1:123456789012:secret:tubes/zendesk',
      }).success,
    ).toBe(false);
    expect(
      stageConfigSchema.shape.zendesk.safeParse({ ...base, baseUrl: 'http://tubes.zendesk.com' }).success,
    ).toBe(false);
  });
});
