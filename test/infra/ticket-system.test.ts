/**
 * The ticket system per stage (issue 5: "a Zendesk-API adapter for the cloud, configured per stage"):
 * with `zendesk` in the stage config, only the handlers that talk to the ticket system get its address
 * and may read its credentials secret; without it no handler does (tickets stay in the table).
 */
import { Stack } from 'aws-cdk-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stageConfigSchema } from '../../infra/config/stages.js';
import {
  findings,
  functionEnv,
  resourcesOf,
  synthStage,
  templateOf,
  type SynthesizedStage,
} from './support/stage.js';

const SECRET_ARN = 'arn:aws:secretsmanager:eu-central-1:123456789012:secret:tubes/zendesk-AbC123';

let synth: SynthesizedStage;
let nagFindings: string[] = [];

beforeAll(() => {
  synth = synthStage({
    configure: (base) =>
      stageConfigSchema.parse({
        ...base,
        zendesk: { baseUrl: 'https://tubes.zendesk.com', secretArn: SECRET_ARN, phoneFieldId: 360001 },
      }),
  });
  nagFindings = findings(synth.report);
});

afterAll(() => synth.cleanup());

const envOf = (endpointId: string): Record<string, unknown> =>
  functionEnv(synth.stage.api.routes.handlers.get(endpointId));

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
    // The api stack and its nested route stacks.
    const policies = synth.stage.api.node
      .findAll()
      .filter((c): c is Stack => Stack.isStack(c))
      .flatMap((stack) => Object.values(resourcesOf(templateOf(stack), 'AWS::IAM::Policy')));
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
