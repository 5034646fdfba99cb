/**
 * One synthesized stage for an infra test file: the app as `cdk synth` builds it (cdk.json's context,
 * cdk-nag) but without bundling any Lambda code (toolchain.md), and the helpers the stack tests share to
 * read its templates. Every stack, nested ones included, is reachable from a construct in it
 * (`templateOf`), so a test does not need to know which stack a resource landed in.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, Stack, Validations, type CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { loadStageConfig, type StageConfig } from '../../../infra/config/stages.js';
import { TENANTS } from '../../../infra/config/tenants.js';
import { REPO_ROOT } from '../../../infra/constructs/tubes-function.js';
import { TubesStage } from '../../../infra/stacks/tubes-stage.js';
import type { Workflow } from '../../../infra/workflows/index.js';

export type Resources = Record<
  string,
  { Type: string; Properties?: Record<string, unknown>; DeletionPolicy?: string }
>;

export interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: unknown;
}

export interface ValidationReport {
  pluginReports: {
    pluginName: string;
    violations: { ruleName: string; violatingConstructs?: { constructPath: string }[] }[];
  }[];
}

export const CDK_CONTEXT = (
  JSON.parse(readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: object }
).context;

/** An app as `cdk synth` builds it (cdk.json context, cdk-nag), but without bundling any Lambda code. */
export function testApp(outdir?: string): App {
  const app = new App({
    ...(outdir ? { outdir } : {}),
    context: { ...CDK_CONTEXT, 'aws:cdk:bundling-stacks': [] },
  });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return app;
}

export function readReport(outdir: string): ValidationReport {
  const file = path.join(outdir, 'validation-report.json');
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as ValidationReport)
    : { pluginReports: [] };
}

/** `<rule> at <construct path>` of every finding cdk-nag reported. */
export function findings(report: ValidationReport): string[] {
  return report.pluginReports.flatMap((plugin) =>
    plugin.violations.flatMap((v) =>
      (v.violatingConstructs ?? [{ constructPath: '?' }]).map((c) => `${v.ruleName} at ${c.constructPath}`),
    ),
  );
}

/** A context reader over fixed values (loadStageConfig's argument). */
export function context(values: Record<string, unknown>) {
  return (key: string): unknown => values[key];
}

export interface SynthesizedStage {
  readonly app: App;
  readonly config: StageConfig;
  readonly stage: TubesStage;
  readonly report: ValidationReport;
  /** What in-memory synthesis threw (cdk-nag errors end it after the report is written). */
  readonly synthError: unknown;
  /** Every stack of the stage, nested stacks included. */
  readonly stacks: Stack[];
  cleanup(): void;
}

/**
 * Synthesizes a dev stage (or `configure(dev)`) the way `cdk synth` would, with cdk-nag, into a temporary
 * directory; call `cleanup()` in afterAll.
 */
export function synthStage(
  options: {
    configure?: (dev: StageConfig) => StageConfig;
    id?: string;
    /** The stage's state machines (default: infra/workflows' registry). */
    workflows?: readonly Workflow[];
  } = {},
): SynthesizedStage {
  const outdir = mkdtempSync(path.join(tmpdir(), 'tubes-infra-'));
  const app = testApp(outdir);
  const dev = loadStageConfig((key) => app.node.tryGetContext(key), {});
  const config = options.configure ? options.configure(dev) : dev;
  const stage = new TubesStage(app, options.id ?? 'Tubes-dev', {
    config,
    tenants: TENANTS,
    deployWebApp: false,
    ...(options.workflows ? { workflows: options.workflows } : {}),
  });
  let synthError: unknown;
  try {
    app.synth();
  } catch (error) {
    // In-memory synthesis throws on cdk-nag errors after writing the report; the nag tests list them.
    synthError = error;
  }
  return {
    app,
    config,
    stage,
    report: readReport(outdir),
    synthError,
    stacks: stage.node.findAll().filter((c): c is Stack => Stack.isStack(c)),
    cleanup: () => rmSync(outdir, { recursive: true, force: true }),
  };
}

const templates = new WeakMap<Stack, Template>();

/** The template of the stack that holds `construct` (nested stacks included), synthesized once. */
export function templateOf(construct: IConstruct): Template {
  const stack = Stack.of(construct);
  let template = templates.get(stack);
  if (!template) {
    template = Template.fromStack(stack);
    templates.set(stack, template);
  }
  return template;
}

export const resourcesOf = (template: Template, type: string): Resources =>
  template.findResources(type) as Resources;

export const statementsOf = (policy: Resources[string]): Statement[] =>
  (policy.Properties?.PolicyDocument as { Statement?: Statement[] } | undefined)?.Statement ?? [];

export const actionsOf = (statement: Statement): string[] => [statement.Action].flat();

export const envOf = (fn: Resources[string] | undefined): Record<string, unknown> =>
  (fn?.Properties?.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {};

/** The logical id of a construct's CloudFormation resource in its stack. */
export function logicalIdOf(construct: IConstruct | undefined): string {
  if (!construct) throw new Error('construct missing');
  const element = (construct.node.defaultChild ?? construct) as CfnElement;
  return Stack.of(construct).getLogicalId(element);
}

/** A function's AWS::Lambda::Function resource, from its own stack's template. */
export function functionResource(fn: IFunction | undefined): Resources[string] {
  if (!fn) throw new Error('function missing');
  const resource = resourcesOf(templateOf(fn), 'AWS::Lambda::Function')[logicalIdOf(fn)];
  if (!resource) throw new Error(`no function resource for ${fn.node.path}`);
  return resource;
}

/** The environment variables of a function, from its own stack's template. */
export const functionEnv = (fn: IFunction | undefined): Record<string, unknown> =>
  envOf(functionResource(fn));

/** Every inline policy (AWS::IAM::Policy) attached to a function's role, from the role's stack. */
export function policiesOf(fn: IFunction | undefined): [string, Resources[string]][] {
  const role = fn?.role;
  if (!role) throw new Error(`${fn?.node.path ?? 'function'} has no role`);
  const roleRef = JSON.stringify({ Ref: logicalIdOf(role) });
  return Object.entries(resourcesOf(templateOf(role), 'AWS::IAM::Policy')).filter(([, p]) =>
    JSON.stringify(p.Properties?.Roles).includes(roleRef),
  );
}

/** The statements of every inline policy of a function's role. */
export const statementsOfFunction = (fn: IFunction | undefined): Statement[] =>
  policiesOf(fn).flatMap(([, p]) => statementsOf(p));

/** The DynamoDB actions a function's role allows, sorted. */
export function dynamoActionsOf(fn: IFunction | undefined): string[] {
  const actions = statementsOfFunction(fn).flatMap(actionsOf);
  return [...new Set(actions.filter((a) => a.startsWith('dynamodb:')))].sort();
}

/**
 * `value`, a property of a resource in `construct`'s stack, as its top-level stack sees it: every
 * `{ Ref: <parameter> }` of a nested stack is replaced by what the parent passes for that parameter
 * (recursively), so a nested route's `{ Ref: …authorizer… }` reads like one in the parent.
 */
export function resolvedInParent(construct: IConstruct, value: unknown): unknown {
  let stack = Stack.of(construct);
  let current = value;
  while (stack.nestedStackParent && stack.nestedStackResource) {
    const parent = stack.nestedStackParent;
    const nested = resourcesOf(templateOf(parent), 'AWS::CloudFormation::Stack')[
      logicalIdOf(stack.nestedStackResource)
    ];
    const parameters = (nested?.Properties?.Parameters ?? {}) as Record<string, unknown>;
    const substitute = (v: unknown): unknown => {
      if (Array.isArray(v)) return v.map(substitute);
      if (v === null || typeof v !== 'object') return v;
      const record = v as Record<string, unknown>;
      const ref = record.Ref;
      if (typeof ref === 'string' && Object.keys(record).length === 1 && ref in parameters) {
        return parameters[ref];
      }
      return Object.fromEntries(Object.entries(record).map(([k, inner]) => [k, substitute(inner)]));
    };
    current = substitute(current);
    stack = parent;
  }
  return current;
}

/** A string a template builds with Fn::Join, with `REF(id)` / `GETATT(id.attr)` for the references. */
export function joined(value: unknown): string {
  if (typeof value === 'string') return value;
  const intrinsic = value as Record<string, unknown>;
  if ('Fn::Join' in intrinsic) {
    const [separator, parts] = intrinsic['Fn::Join'] as [string, unknown[]];
    return parts.map(joined).join(separator);
  }
  if ('Ref' in intrinsic) return `REF(${String(intrinsic.Ref)})`;
  if ('Fn::GetAtt' in intrinsic) return `GETATT(${(intrinsic['Fn::GetAtt'] as string[]).join('.')})`;
  throw new Error(`unexpected intrinsic ${JSON.stringify(value)}`);
}

/**
 * The cdk-nag acknowledgements under `root` that suppress nothing (`<rule> @ <construct path>`): cdk-nag is
 * run once more over the synthesized tree, recording which acknowledgement each finding it would report
 * was matched by (the closest one on the resource or an ancestor, as cdk-nag looks them up).
 */
export function unusedNagAcknowledgements(root: IConstruct): string[] {
  const key = Validations.ACKNOWLEDGED_RULES_METADATA_KEY;
  // Acknowledgements recorded by an older aws-cdk-lib carry an `annotation::` prefix; cdk-nag ignores it.
  const ruleIdsOf = (data: unknown) =>
    Object.keys(data as object).map((k) => k.replace(/^annotation::/i, ''));
  const used = new Set<string>();
  // isAcknowledged is cdk-nag's (private) lookup: wrapped to record the acknowledgement it finds.
  const pack = new AwsSolutionsChecks() as unknown as {
    isAcknowledged(resource: IConstruct, ruleId: string): boolean;
    validateScope(scope: IConstruct): { violations: unknown[] };
  };
  pack.isAcknowledged = (resource, ruleId) => {
    for (let current: IConstruct | undefined = resource; current; current = current.node.scope) {
      const acknowledged = current.node.metadata.some(
        (entry) => entry.type === key && entry.data && ruleIdsOf(entry.data).includes(ruleId),
      );
      if (acknowledged) {
        used.add(`${ruleId} @ ${current.node.path}`);
        return true;
      }
    }
    return false;
  };
  pack.validateScope(root);
  return root.node
    .findAll()
    .flatMap((c) =>
      c.node.metadata
        .filter((entry) => entry.type === key && entry.data)
        .flatMap((entry) => ruleIdsOf(entry.data).map((ruleId) => `${ruleId} @ ${c.node.path}`)),
    )
    .filter((ack) => ack.startsWith('AwsSolutions-') && !used.has(ack));
}
