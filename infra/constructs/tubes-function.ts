/**
 * The project's Lambda function: every handler in functions/ is deployed through this construct so
 * runtime, architecture, bundling, tracing, logging and Powertools settings are set once.
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, type NodejsFunctionProps } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { LAMBDA_BUNDLING, packageFileCommands } from '../config/bundling.js';
import { functionSettings } from '../config/functions.js';
import { ENV_NAMES } from '../../functions/core/http/env.js';

/** Repository root: entries are given relative to it (e.g. `functions/query/getInitData.ts`). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export type PowertoolsLogLevel = 'DEBUG' | 'INFO' | 'WARN' | 'ERROR';

export interface TubesFunctionProps extends Omit<
  NodejsFunctionProps,
  // Memory and timeout come from infra/config/functions.ts only: the local runtime reads the same.
  'entry' | 'runtime' | 'architecture' | 'role' | 'logGroup' | 'tracing' | 'memorySize' | 'timeout'
> {
  /** Repo-relative handler module exporting `handler`, e.g. `functions/query/getInitData.ts`. */
  readonly entry: string;
  /** POWERTOOLS_SERVICE_NAME: names the function in every log line. */
  readonly serviceName: string;
  readonly logLevel?: PowertoolsLogLevel;
  readonly logRetention?: RetentionDays;
}

export class TubesFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: TubesFunctionProps) {
    const { serviceName, logLevel = 'INFO', logRetention = RetentionDays.ONE_MONTH, ...rest } = props;
    // Log group and role are siblings (named after the function) because they must exist before super().
    const logGroup = new LogGroup(scope, `${id}Logs`, {
      retention: logRetention,
      // Logs are operational data, not business data: they go with the stack.
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // An own role instead of AWSLambdaBasicExecutionRole: it may write to this function's log group only.
    const role = new Role(scope, `${id}Role`, {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Execution role of ${serviceName}`,
    });
    logGroup.grantWrite(role);

    const settings = functionSettings(props.entry);
    super(scope, id, {
      memorySize: settings.memorySizeMb,
      timeout: Duration.seconds(settings.timeoutSeconds),
      handler: 'handler',
      ...rest,
      entry: path.join(REPO_ROOT, props.entry),
      projectRoot: REPO_ROOT,
      depsLockFilePath: path.join(REPO_ROOT, 'package-lock.json'),
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      tracing: Tracing.ACTIVE,
      role,
      logGroup,
      environment: {
        [ENV_NAMES.serviceName]: serviceName,
        POWERTOOLS_LOG_LEVEL: logLevel,
        NODE_OPTIONS: LAMBDA_BUNDLING.nodeOptions,
        ...rest.environment,
      },
      bundling: {
        // infra/config/bundling.ts: the same options npm run bench builds with.
        format: OutputFormat.ESM,
        target: LAMBDA_BUNDLING.target,
        mainFields: [...LAMBDA_BUNDLING.mainFields],
        minify: LAMBDA_BUNDLING.minify,
        sourceMap: LAMBDA_BUNDLING.sourcemap,
        sourcesContent: LAMBDA_BUNDLING.sourcesContent,
        externalModules: [...LAMBDA_BUNDLING.external],
        banner: LAMBDA_BUNDLING.banner,
        // Package files read at run time (e.g. the quick guide's fonts) go beside the code.
        commandHooks: {
          beforeBundling: () => [],
          beforeInstall: () => [],
          afterBundling: (inputDir, outputDir) => packageFileCommands(props.entry, inputDir, outputDir),
        },
        ...rest.bundling,
      },
    });
    Validations.of(this.node.defaultChild ?? this).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'nodejs22.x is the project-wide runtime pin (node@22 runs the local platform and tests, toolchain.md); ' +
        'moving to nodejs24.x is a deliberate upgrade of both runtimes together.',
    });
    const defaultPolicy = role.node.tryFindChild('DefaultPolicy');
    if (defaultPolicy) {
      Validations.of(defaultPolicy).acknowledge({
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason:
          'Active X-Ray tracing needs xray:PutTraceSegments/PutTelemetryRecords, which support no resource-level ' +
          'permissions (Resource must be *).',
      });
    }
  }
}
