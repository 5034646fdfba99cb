/**
 * CDK assertions for the workflows stack: a registry entry becomes a Standard state machine whose
 * definition is the ASL file with its placeholders substituted by its own functions' ARNs; the machine may
 * invoke only those functions; a function that answers human steps gets SendTaskSuccess/Failure/Heartbeat
 * only, one that starts executions StartExecution only; every event is logged (ALL, no execution data) and
 * traced; cdk-nag reports nothing. The stage gets the stack with the registry's machines.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Stack, type CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Table } from 'aws-cdk-lib/aws-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStageConfig } from '../../infra/config/stages.js';
import { TubesFunction } from '../../infra/constructs/tubes-function.js';
import type { WorkflowStateMachine } from '../../infra/constructs/workflow-state-machine.js';
import { TENANTS } from '../../infra/config/tenants.js';
import { TubesStage } from '../../infra/stacks/tubes-stage.js';
import { WorkflowsStack } from '../../infra/stacks/workflows-stack.js';
import { APPROVAL_TEST_WORKFLOW } from '../workflows/index.js';
import {
  actionsOf,
  findings,
  functionEnv,
  logicalIdOf,
  readReport,
  resourcesOf,
  statementsOf,
  statementsOfFunction,
  synthStage,
  testApp,
  unusedNagAcknowledgements,
  type Resources,
  type SynthesizedStage,
  type ValidationReport,
} from './support/stage.js';

let outdir: string;
let template: Template;
let machine: WorkflowStateMachine;
let stack: WorkflowsStack;
let completer: TubesFunction;
let starter: TubesFunction;
let report: ValidationReport;
let synthError: unknown;

beforeAll(() => {
  outdir = mkdtempSync(path.join(tmpdir(), 'tubes-workflows-'));
  const app = testApp(outdir);
  const stage = loadStageConfig((key) => app.node.tryGetContext(key), {});
  const env = { account: stage.account, region: stage.region };
  const data = new Stack(app, 'Data', { env });
  const table = Table.fromTableName(data, 'Table', 'tubes');
  stack = new WorkflowsStack(app, 'Workflows', { env, stage, table, workflows: [APPROVAL_TEST_WORKFLOW] });
  machine = stack.machine(APPROVAL_TEST_WORKFLOW.name);
  // Where /taskCommand and a starting command will live: another stack, as the api stack is.
  const consumers = new Stack(app, 'Consumers', { env });
  completer = new TubesFunction(consumers, 'Completer', {
    entry: 'test/workflows/handlers/finish.ts',
    serviceName: 'completer',
  });
  starter = new TubesFunction(consumers, 'Starter', {
    entry: 'test/workflows/handlers/prepare.ts',
    serviceName: 'starter',
  });
  machine.grantTaskResponse(completer);
  machine.grantStartExecution(starter);
  try {
    app.synth();
  } catch (error) {
    synthError = error;
  }
  report = readReport(outdir);
  template = Template.fromStack(stack);
});
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

const machineResource = () => {
  const found = Object.values(resourcesOf(template, 'AWS::StepFunctions::StateMachine'));
  expect(found).toHaveLength(1);
  return found[0] as Resources[string];
};

describe('workflows stack: a registry entry as a state machine', () => {
  it('deploys the ASL file as written, each placeholder substituted by its own function', () => {
    const props = machineResource().Properties as {
      StateMachineType: string;
      DefinitionS3Location?: unknown;
      DefinitionString?: unknown;
      DefinitionSubstitutions: Record<string, unknown>;
    };
    expect(props.StateMachineType).toBe('STANDARD');
    // DefinitionBody.fromFile: the file goes up as an asset, unchanged.
    expect(props.DefinitionS3Location).toBeDefined();
    const placeholders = Object.keys(APPROVAL_TEST_WORKFLOW.functions).sort();
    expect(Object.keys(props.DefinitionSubstitutions).sort()).toEqual(placeholders);
    for (const placeholder of placeholders) {
      const fn = machine.functions.get(placeholder);
      expect(props.DefinitionSubstitutions[placeholder]).toEqual({
        'Fn::GetAtt': [logicalIdOf(fn as TubesFunction), 'Arn'],
      });
    }
    const functions = resourcesOf(template, 'AWS::Lambda::Function');
    expect(Object.keys(functions)).toHaveLength(placeholders.length);
  });

  it('may invoke exactly its own functions, unqualified', () => {
    const role = machine.stateMachine.role;
    const policies = Object.values(resourcesOf(template, 'AWS::IAM::Policy')).filter((p) =>
      JSON.stringify(p.Properties?.Roles).includes(logicalIdOf(role)),
    );
    const invokes = policies
      .flatMap(statementsOf)
      .filter((s) => actionsOf(s).includes('lambda:InvokeFunction'));
    expect(invokes).toHaveLength(1);
    expect(actionsOf(invokes[0] as never)).toEqual(['lambda:InvokeFunction']);
    const resources = [invokes[0]?.Resource].flat().map((r) => JSON.stringify(r));
    expect(resources.sort()).toEqual(
      [...machine.functions.values()]
        .map((fn) => JSON.stringify({ 'Fn::GetAtt': [logicalIdOf(fn), 'Arn'] }))
        .sort(),
    );
  });

  it('logs every execution event without execution data, and traces with X-Ray', () => {
    const props = machineResource().Properties as {
      LoggingConfiguration: {
        Level: string;
        IncludeExecutionData: boolean;
        Destinations: { CloudWatchLogsLogGroup: { LogGroupArn: unknown } }[];
      };
      TracingConfiguration: { Enabled: boolean };
    };
    expect(props.LoggingConfiguration.Level).toBe('ALL');
    expect(props.LoggingConfiguration.IncludeExecutionData).toBe(false);
    expect(JSON.stringify(props.LoggingConfiguration.Destinations)).toContain(logicalIdOf(machine.logGroup));
    expect(props.TracingConfiguration.Enabled).toBe(true);
    const logGroup = resourcesOf(template, 'AWS::Logs::LogGroup')[logicalIdOf(machine.logGroup)];
    expect(logGroup?.Properties?.LogGroupName).toBe('/aws/vendedlogs/states/tubes-dev-approval-test');
    expect(logGroup?.Properties?.RetentionInDays).toBe(30);
  });

  it('gives the step functions the table they declare, and nothing of Step Functions', () => {
    for (const fn of machine.functions.values()) {
      const actions = statementsOfFunction(fn).flatMap(actionsOf);
      expect(actions).toContain('dynamodb:UpdateItem');
      expect(actions.filter((a) => a.startsWith('states:'))).toEqual([]);
      expect(functionEnv(fn).TABLE_NAME).toBe('tubes');
    }
  });

  it('lets a human-step function answer tokens only, and a starter start executions only', () => {
    const completerStates = statementsOfFunction(completer).filter((s) =>
      actionsOf(s).some((a) => a.startsWith('states:')),
    );
    expect(completerStates.flatMap(actionsOf).sort()).toEqual([
      'states:SendTaskFailure',
      'states:SendTaskHeartbeat',
      'states:SendTaskSuccess',
    ]);
    for (const statement of completerStates) {
      expect(JSON.stringify(statement.Resource)).toContain(logicalIdOf(machine.stateMachine));
    }
    const starterStates = statementsOfFunction(starter).filter((s) =>
      actionsOf(s).some((a) => a.startsWith('states:')),
    );
    expect(starterStates.flatMap(actionsOf)).toEqual(['states:StartExecution']);
    // Both learn the machine's ARN from the registry's variable (a cross-stack import of its Ref).
    for (const fn of [completer, starter]) {
      const value = functionEnv(fn)[APPROVAL_TEST_WORKFLOW.arnVariable];
      expect(JSON.stringify(value)).toMatch(/Fn::ImportValue/);
    }
  });

  it('reports no unacknowledged cdk-nag finding, and every acknowledgement is used', () => {
    // The Data stack only imports the table (no resource of its own): cfn-lint's empty-template F0001.
    expect(findings(report).filter((f) => f !== 'F0001 at Data')).toEqual([]);
    expect(synthError).toBeUndefined();
    expect(unusedNagAcknowledgements(stack)).toEqual([]);
  });
});

describe('workflows stack in the stage', () => {
  let synth: SynthesizedStage;
  beforeAll(() => {
    synth = synthStage({ workflows: [APPROVAL_TEST_WORKFLOW] });
  });
  afterAll(() => synth.cleanup());

  it('deploys the given machines after the data stack, the whole stage cdk-nag clean', () => {
    const workflows = synth.stage.workflows as WorkflowsStack;
    expect([...workflows.machines.keys()]).toEqual([APPROVAL_TEST_WORKFLOW.name]);
    expect(
      Object.keys(resourcesOf(Template.fromStack(workflows), 'AWS::StepFunctions::StateMachine')),
    ).toHaveLength(1);
    expect(workflows.dependencies).toContain(synth.stage.data);
    expect(findings(synth.report)).toEqual([]);
    expect(synth.synthError).toBeUndefined();
  });

  it("lets the task actions answer the machines' human steps (taskCommand, organizationCommand)", () => {
    for (const id of ['taskCommand', 'organizationCommand']) {
      const handler = synth.stage.api.routes.handlers.get(id);
      expect(handler, id).toBeDefined();
      const stack = Stack.of(handler!);
      const roleId = stack.getLogicalId(handler!.role!.node.defaultChild as CfnElement);
      // The policies attached to this handler's own role.
      const policies = Object.values(resourcesOf(Template.fromStack(stack), 'AWS::IAM::Policy')).filter(
        (policy) => JSON.stringify(policy.Properties?.Roles).includes(roleId),
      );
      const granted = JSON.stringify(policies.map((policy) => policy.Properties?.PolicyDocument));
      expect(granted, id).toContain('states:SendTaskSuccess');
      expect(granted, id).toContain('states:SendTaskFailure');
    }
  });

  it('has no workflows stack without machines (CloudFormation refuses an empty template)', () => {
    const app = testApp();
    const stage = new TubesStage(app, 'Empty', {
      config: synth.config,
      tenants: TENANTS,
      deployWebApp: false,
      workflows: [],
    });
    expect(stage.workflows).toBeUndefined();
    expect(stage.node.tryFindChild('Workflows')).toBeUndefined();
  });
});
