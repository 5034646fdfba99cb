/**
 * What a definition in infra/workflows may use: the part of the Amazon States Language both runtimes
 * execute alike. The local service runs definitions on aws-local-stepfunctions, which silently ignores
 * JSONata and knows no variables (toolchain.md), so those are refused here, where the unit tests, the CDK
 * and the local service all check them; so are the few JSONPath fields the local service does not honour.
 */

export interface AslState {
  /** The state's name (unique in the whole machine, as ASL requires). */
  readonly name: string;
  /** Where it sits: `States.Review`, `States.Reviews.ItemProcessor.States.Ask`, … */
  readonly path: string;
  readonly state: Readonly<Record<string, unknown>>;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every state of a definition, nested ones (Parallel branches, Map processors) included. */
export function statesOf(definition: Json, at = ''): AslState[] {
  const states = isObject(definition.States) ? definition.States : {};
  return Object.entries(states).flatMap(([name, raw]) => {
    if (!isObject(raw)) return [];
    const path = `${at}States.${name}`;
    const nested = [
      ...(Array.isArray(raw.Branches) ? raw.Branches : []).map((branch, i) =>
        isObject(branch) ? statesOf(branch, `${path}.Branches[${i}].`) : [],
      ),
      ...(['ItemProcessor', 'Iterator'] as const).map((field) =>
        isObject(raw[field]) ? statesOf(raw[field], `${path}.${field}.`) : [],
      ),
    ].flat();
    return [{ name, path, state: raw }, ...nested];
  });
}

/** How the local service runs a Task state's resource (both runtimes call the same function). */
export type TaskResourceKind = 'lambda-function' | 'lambda-invoke' | 'lambda-invoke-callback';

const LAMBDA_FUNCTION =
  /^(\$\{[A-Za-z][A-Za-z0-9]*\}|arn:aws[a-z-]*:lambda:[a-z0-9-]+:\d{12}:function:[A-Za-z0-9_-]+(:[A-Za-z0-9_$-]+)?)$/;

export function taskResourceKind(resource: unknown): TaskResourceKind | null {
  if (typeof resource !== 'string') return null;
  if (/^arn:aws[a-z-]*:states:::lambda:invoke$/.test(resource)) return 'lambda-invoke';
  if (/^arn:aws[a-z-]*:states:::lambda:invoke\.waitForTaskToken$/.test(resource))
    return 'lambda-invoke-callback';
  return LAMBDA_FUNCTION.test(resource) ? 'lambda-function' : null;
}

/** Fields that exist only with JSONata, or are variables (Assign). */
const JSONATA_OR_VARIABLE_FIELDS = ['Assign', 'Arguments', 'Output', 'Condition', 'Items'] as const;
/** JSONPath fields the local service does not honour (it would run them differently from the cloud). */
const LOCALLY_UNSUPPORTED_FIELDS = [
  'TimeoutSecondsPath',
  'HeartbeatSecondsPath',
  'Credentials',
  'ItemReader',
  'ResultWriter',
  'ItemBatcher',
  'ToleratedFailureCount',
  'ToleratedFailurePercentage',
] as const;

/** A reference path: `$`, `$.x`, `$[0]` or the context object `$$…`; `$name` is a variable. */
const isVariableReference = (path: string) => /^\$[A-Za-z_]/.test(path);

/**
 * Context object paths the local service fills as the cloud does, and the same in a restart's replay:
 * `$$.Execution.StartTime` and `$$.State.*` are not among them.
 */
const REPLAYABLE_CONTEXT =
  /^\$\$(\.(Execution(\.(Id|Name|RoleArn|Input)\b.*)?|StateMachine(\.(Id|Name))?|Task\.Token|Map\.Item\.(Index|Value)\b.*))?$/;

/** Strings in a payload template (`"key.$": "…"`) and the variable references in them. */
function templateFindings(template: unknown, where: string): string[] {
  if (Array.isArray(template)) return template.flatMap((v, i) => templateFindings(v, `${where}[${i}]`));
  if (!isObject(template)) {
    return typeof template === 'string' && template.includes('{%')
      ? [`${where}: a JSONata expression ({% … %})`]
      : [];
  }
  return Object.entries(template).flatMap(([key, value]) => {
    const here = `${where}.${key}`;
    if (key.endsWith('.$') && typeof value === 'string') {
      // Intrinsic functions' arguments are paths too: States.Format('{}', $name).
      const paths = value.startsWith('States.')
        ? [...value.matchAll(/\$[A-Za-z_$.[\]0-9]*/g)].map((m) => m[0])
        : [value];
      return [
        ...paths.filter(isVariableReference).map((p) => `${here}: the variable ${p} (variables need Assign)`),
        ...paths
          .filter((p) => p.startsWith('$$') && !REPLAYABLE_CONTEXT.test(p))
          .map((p) => `${here}: ${p} (the local service cannot give the cloud's value)`),
        ...[...value.matchAll(/States\.(UUID|MathRandom)\(/g)].map(
          (m) => `${here}: States.${m[1]} (differs on every run: a restart's replay could not repeat it)`,
        ),
      ];
    }
    return templateFindings(value, here);
  });
}

const PATH_FIELDS = [
  'InputPath',
  'OutputPath',
  'ResultPath',
  'ItemsPath',
  'Variable',
  'SecondsPath',
  'TimestampPath',
];

/** Why a definition cannot go into infra/workflows (empty when it can). */
export function unsupportedFeatures(definition: Json): string[] {
  const findings: string[] = [];
  const checkLanguage = (node: Json, where: string) => {
    if (node.QueryLanguage !== undefined && node.QueryLanguage !== 'JSONPath') {
      findings.push(`${where}: QueryLanguage ${String(node.QueryLanguage)} (JSONPath only)`);
    }
  };
  checkLanguage(definition, 'definition');
  for (const { path, state } of statesOf(definition)) {
    checkLanguage(state, path);
    for (const field of JSONATA_OR_VARIABLE_FIELDS) {
      if (field in state) findings.push(`${path}: ${field} (JSONata or variables)`);
    }
    for (const field of LOCALLY_UNSUPPORTED_FIELDS) {
      if (field in state) findings.push(`${path}: ${field} (not run by the local Step Functions service)`);
    }
    for (const field of ['Parameters', 'ResultSelector', 'ItemSelector'] as const) {
      if (field in state) findings.push(...templateFindings(state[field], `${path}.${field}`));
    }
    for (const field of PATH_FIELDS) {
      const value = state[field];
      if (typeof value === 'string' && isVariableReference(value)) {
        findings.push(`${path}.${field}: the variable ${value} (variables need Assign)`);
      }
    }
    const rules = JSON.stringify(state.Choices ?? []);
    for (const m of rules.matchAll(/"(?:Variable|\w+Path)":"(\$[A-Za-z_][^"]*)"/g)) {
      findings.push(`${path}.Choices: the variable ${m[1]} (variables need Assign)`);
    }
    if (rules.includes('{%')) findings.push(`${path}.Choices: a JSONata expression ({% … %})`);
    if (state.Type === 'Task' && taskResourceKind(state.Resource) === null) {
      findings.push(
        `${path}.Resource: ${String(state.Resource)} (the local service runs Lambda functions: a function ARN, ` +
          'arn:aws:states:::lambda:invoke or arn:aws:states:::lambda:invoke.waitForTaskToken)',
      );
    }
  }
  return findings;
}
