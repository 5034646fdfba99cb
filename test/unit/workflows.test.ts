/**
 * Every state machine of infra/workflows (and the engine's test machine): valid ASL by a maintained
 * validator (asl-validator, with its ARN and path checks, on the definition as the CDK deploys it), its
 * placeholders exactly the registry's functions, which exist, and JSONPath only — no JSONata, no Assign, no
 * variables — since the local runner would run those differently (toolchain.md).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import aslValidator from 'asl-validator';
import { describe, expect, it } from 'vitest';
import { statesOf, taskResourceKind, unsupportedFeatures } from '../../infra/workflows/asl-rules.js';
import {
  WORKFLOWS,
  definitionText,
  placeholdersIn,
  resolvedDefinition,
  type Workflow,
} from '../../infra/workflows/index.js';
import { APPROVAL_TEST_WORKFLOW } from '../workflows/index.js';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const ALL: readonly Workflow[] = [...WORKFLOWS, APPROVAL_TEST_WORKFLOW];
/** What CDK substitutes: a function ARN. */
const deployedArn = (placeholder: string) =>
  `arn:aws:lambda:eu-central-1:123456789012:function:tubes-${placeholder}`;

describe.each(ALL.map((w) => [w.name, w] as const))('state machine %s', (_, workflow) => {
  it('is valid ASL as deployed (asl-validator 4, ARNs and paths checked)', () => {
    const result = aslValidator(resolvedDefinition(workflow, deployedArn), {
      checkArn: true,
      checkPaths: true,
    });
    expect(result.errorsText('\n')).toBe('');
    expect(result.isValid).toBe(true);
  });

  it('uses JSONPath only: no JSONata, no Assign, no variables, nothing the local runner does not run', () => {
    expect(unsupportedFeatures(JSON.parse(definitionText(workflow)) as Record<string, unknown>)).toEqual([]);
  });

  it("names exactly the registry's functions, whose handlers exist", () => {
    expect(placeholdersIn(definitionText(workflow)).sort()).toEqual(Object.keys(workflow.functions).sort());
    for (const fn of Object.values(workflow.functions)) {
      expect(existsSync(path.join(REPO_ROOT, fn.entry)), fn.entry).toBe(true);
    }
    expect(workflow.name).toMatch(/^[a-z][a-z0-9-]*$/);
    expect(workflow.arnVariable).toMatch(/^[A-Z][A-Z0-9_]*_STATE_MACHINE_ARN$/);
  });
});

describe('the validator', () => {
  it('refuses a transition to a missing state and a Task without a valid resource', () => {
    const broken = aslValidator(
      { StartAt: 'A', States: { A: { Type: 'Task', Resource: 'not-an-arn', Next: 'Missing' } } },
      { checkArn: true, checkPaths: true },
    );
    expect(broken.isValid).toBe(false);
    expect(broken.errorsText(' | ')).toMatch(/Resource is invalid/);
    const dangling = aslValidator(
      { StartAt: 'A', States: { A: { Type: 'Pass', Next: 'Missing' } } },
      { checkArn: true, checkPaths: true },
    );
    expect(dangling.errorsText(' | ')).toMatch(/Missing/);
  });
});

describe('registry', () => {
  it('has unique names and ARN variables', () => {
    expect(new Set(ALL.map((w) => w.name)).size).toBe(ALL.length);
    expect(new Set(ALL.map((w) => w.arnVariable)).size).toBe(ALL.length);
  });

  it('refuses a definition whose placeholders and registry functions differ', () => {
    const missing: Workflow = {
      ...APPROVAL_TEST_WORKFLOW,
      functions: { PrepareFunctionArn: { entry: 'x.ts', description: '' } },
    };
    expect(() => resolvedDefinition(missing, deployedArn)).toThrow(
      /placeholders not in the registry: FlakyFunctionArn/,
    );
    const extra: Workflow = {
      ...APPROVAL_TEST_WORKFLOW,
      functions: {
        ...APPROVAL_TEST_WORKFLOW.functions,
        UnusedFunctionArn: { entry: 'x.ts', description: '' },
      },
    };
    expect(() => resolvedDefinition(extra, deployedArn)).toThrow(
      /registry functions no state calls: UnusedFunctionArn/,
    );
  });
});

describe('JSONPath-only rules', () => {
  const task = (fields: Record<string, unknown>) => ({
    StartAt: 'T',
    States: { T: { Type: 'Task', Resource: '${FnArn}', End: true, ...fields } },
  });

  it('finds JSONata, Assign and variables wherever they hide', () => {
    expect(
      unsupportedFeatures({
        QueryLanguage: 'JSONata',
        StartAt: 'P',
        States: { P: { Type: 'Pass', End: true } },
      }),
    ).toEqual(['definition: QueryLanguage JSONata (JSONPath only)']);
    expect(unsupportedFeatures(task({ Assign: { x: 1 } }))).toEqual([
      'States.T: Assign (JSONata or variables)',
    ]);
    expect(unsupportedFeatures(task({ Arguments: { a: '{% $states.input %}' } }))).toEqual([
      'States.T: Arguments (JSONata or variables)',
    ]);
    expect(unsupportedFeatures(task({ Parameters: { 'who.$': '$reviewer' } }))).toEqual([
      'States.T.Parameters.who.$: the variable $reviewer (variables need Assign)',
    ]);
    expect(
      unsupportedFeatures(task({ Parameters: { 'text.$': "States.Format('{} {}', $.a, $name)" } })),
    ).toEqual(['States.T.Parameters.text.$: the variable $name (variables need Assign)']);
    expect(unsupportedFeatures(task({ Parameters: { nested: [{ x: '{% 1 + 1 %}' }] } }))).toEqual([
      'States.T.Parameters.nested[0].x: a JSONata expression ({% … %})',
    ]);
    expect(unsupportedFeatures(task({ ResultPath: '$count' }))).toEqual([
      'States.T.ResultPath: the variable $count (variables need Assign)',
    ]);
    const choice = {
      StartAt: 'C',
      States: {
        C: {
          Type: 'Choice',
          Choices: [{ Variable: '$approved', BooleanEquals: true, Next: 'E' }],
          Default: 'E',
        },
        E: { Type: 'Succeed' },
      },
    };
    expect(unsupportedFeatures(choice)).toEqual([
      'States.C.Choices: the variable $approved (variables need Assign)',
    ]);
  });

  it('refuses context values and intrinsics a restart could not replay', () => {
    expect(
      unsupportedFeatures(
        task({
          Parameters: {
            'at.$': '$$.Execution.StartTime',
            'n.$': '$$.State.RetryCount',
            'id.$': 'States.UUID()',
          },
        }),
      ),
    ).toEqual([
      "States.T.Parameters.at.$: $$.Execution.StartTime (the local service cannot give the cloud's value)",
      "States.T.Parameters.n.$: $$.State.RetryCount (the local service cannot give the cloud's value)",
      "States.T.Parameters.id.$: States.UUID (differs on every run: a restart's replay could not repeat it)",
    ]);
    expect(
      unsupportedFeatures(
        task({
          Parameters: {
            'a.$': '$$.Execution.Id',
            'b.$': '$$.Execution.Input.runId',
            'c.$': '$$.StateMachine.Name',
            'd.$': '$$.Map.Item.Value',
          },
        }),
      ),
    ).toEqual([]);
  });

  it('looks inside Parallel branches and Map processors', () => {
    const nested = {
      StartAt: 'M',
      States: {
        M: {
          Type: 'Map',
          End: true,
          ItemProcessor: { StartAt: 'In', States: { In: { Type: 'Pass', Assign: { a: 1 }, End: true } } },
        },
      },
    };
    expect(statesOf(nested).map((s) => s.path)).toEqual(['States.M', 'States.M.ItemProcessor.States.In']);
    expect(unsupportedFeatures(nested)).toEqual([
      'States.M.ItemProcessor.States.In: Assign (JSONata or variables)',
    ]);
  });

  it('accepts paths, context paths and intrinsic functions of JSONPath', () => {
    expect(
      unsupportedFeatures(
        task({
          Parameters: {
            'a.$': '$',
            'b.$': '$.x[0]',
            'c.$': '$$.Task.Token',
            'd.$': "States.Format('{}', $.name)",
          },
          ResultPath: '$.out',
          TimeoutSeconds: 60,
          HeartbeatSeconds: 30,
        }),
      ),
    ).toEqual([]);
  });

  it('refuses what the local service would run differently', () => {
    expect(unsupportedFeatures(task({ TimeoutSecondsPath: '$.t' }))).toEqual([
      'States.T: TimeoutSecondsPath (not run by the local Step Functions service)',
    ]);
    expect(unsupportedFeatures(task({ Resource: 'arn:aws:states:::dynamodb:putItem' }))).toHaveLength(1);
    expect(taskResourceKind('arn:aws:states:::lambda:invoke')).toBe('lambda-invoke');
    expect(taskResourceKind('arn:aws:states:::lambda:invoke.waitForTaskToken')).toBe(
      'lambda-invoke-callback',
    );
    expect(taskResourceKind('arn:aws:lambda:us-east-1:000000000000:function:tubes-x')).toBe(
      'lambda-function',
    );
    expect(taskResourceKind('${ReviewFunctionArn}')).toBe('lambda-function');
    expect(taskResourceKind('arn:aws:states:::lambda:invoke.sync')).toBeNull();
  });
});
