/**
 * One registry entry of infra/workflows as a Step Functions state machine: the ASL file as written
 * (DefinitionBody from the file), its `${…FunctionArn}` placeholders substituted with the ARNs of one
 * TubesFunction per registry function, a role that may invoke exactly those functions, every execution
 * event logged (level ALL, without execution data: docs/decisions.md) and X-Ray tracing. The functions that
 * start executions or answer human steps get their grants here (grantStartExecution, grantTaskResponse).
 */
import path from 'node:path';
import { grantSendMail, stageMailSender } from './mail-sender.js';
import { RemovalPolicy, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { DefinitionBody, LogLevel, StateMachine, StateMachineType } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import type { StageConfig } from '../config/stages.js';
import { unsupportedFeatures } from '../workflows/asl-rules.js';
import { definitionText, resolvedDefinition, type Workflow } from '../workflows/index.js';
import { envVars } from '../../functions/core/http/env.js';
import { MEDIA_PREFIX } from '../../functions/core/media/keys.js';
import { bindTable, grantPollySpeech, grantTranslateText } from './grants.js';
import { grantSubtitleRepackaging, grantUnderPrefix } from './prefix-grants.js';
import { RENDERS_PREFIX } from '../../functions/core/media/render-keys.js';
import { VOICE_OVERS_PREFIX } from '../../functions/core/media/voice-over-keys.js';
import { REPO_ROOT, TubesFunction } from './tubes-function.js';

export interface WorkflowStateMachineProps {
  readonly workflow: Workflow;
  readonly stage: StageConfig;
  readonly table: ITable;
  /** The media bucket, for the functions that re-package subtitle renditions. */
  readonly mediaBucket?: IBucket;
  /** The uploads bucket, for the functions that make voice-overs and request renders. */
  readonly uploadsBucket?: IBucket;
}

/** `approval-test` → `ApprovalTest`; `PrepareFunctionArn` → `Prepare`. */
const pascal = (name: string) =>
  name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
const functionId = (placeholder: string) => placeholder.replace(/(Function)?Arn$/, '') || placeholder;

export class WorkflowStateMachine extends Construct {
  readonly workflow: Workflow;
  readonly stateMachine: StateMachine;
  /** The Task states' functions, by placeholder. */
  readonly functions = new Map<string, TubesFunction>();
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: WorkflowStateMachineProps) {
    super(scope, id);
    const { workflow, stage, table } = props;
    this.workflow = workflow;
    // A definition the local service could not run the same way never deploys.
    const findings = unsupportedFeatures(JSON.parse(definitionText(workflow)) as Record<string, unknown>);
    if (findings.length > 0) {
      throw new Error(
        `${workflow.definitionFile} uses what only one runtime runs:\n  ${findings.join('\n  ')}`,
      );
    }
    // Throws on a placeholder the registry does not declare (or a declared function no state calls).
    resolvedDefinition(workflow, (placeholder) => placeholder);

    for (const [placeholder, definition] of Object.entries(workflow.functions)) {
      const fn = new TubesFunction(this, functionId(placeholder), {
        entry: definition.entry,
        serviceName: `tubes-workflow-${workflow.name}`,
        description: `Tubes ${stage.name}: ${workflow.name} step: ${definition.description}`,
      });
      if (definition.table) bindTable(fn, table, definition.table);
      if (definition.translates) grantTranslateText(fn);
      if (definition.repackagesSubtitles) {
        if (!props.mediaBucket) throw new Error(`${workflow.name}: ${placeholder} needs the media bucket`);
        for (const [name, value] of Object.entries(envVars({ mediaBucket: props.mediaBucket.bucketName }))) {
          fn.addEnvironment(name, value);
        }
        grantSubtitleRepackaging(fn, props.mediaBucket, MEDIA_PREFIX);
      }
      if (definition.speaksAndRenders) {
        if (!props.uploadsBucket)
          throw new Error(`${workflow.name}: ${placeholder} needs the uploads bucket`);
        grantVoiceOversAndRenders(fn, props.uploadsBucket);
      }
      if (definition.mails) {
        if (!props.uploadsBucket)
          throw new Error(`${workflow.name}: ${placeholder} needs the uploads bucket`);
        grantSendMail(fn, stageMailSender(stage), props.uploadsBucket);
      }
      this.functions.set(placeholder, fn);
    }

    this.logGroup = new LogGroup(this, 'ExecutionLogs', {
      // Vended-logs prefix: Step Functions' log delivery keeps its resource policy small under it.
      logGroupName: `/aws/vendedlogs/states/tubes-${stage.name}-${workflow.name}`,
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stateMachine = new StateMachine(this, 'StateMachine', {
      comment: workflow.description,
      stateMachineType: StateMachineType.STANDARD,
      definitionBody: DefinitionBody.fromFile(path.join(REPO_ROOT, workflow.definitionFile)),
      definitionSubstitutions: Object.fromEntries(
        [...this.functions].map(([placeholder, fn]) => [placeholder, fn.functionArn]),
      ),
      tracingEnabled: true,
      logs: { destination: this.logGroup, level: LogLevel.ALL, includeExecutionData: false },
    });
    // The machine calls its functions unqualified ($LATEST, as substituted): exactly those ARNs, no `:*`.
    this.stateMachine.addToRolePolicy(
      new PolicyStatement({
        actions: ['lambda:InvokeFunction'],
        resources: [...this.functions.values()].map((fn) => fn.functionArn),
      }),
    );
    const policy = this.stateMachine.role.node.tryFindChild('DefaultPolicy');
    if (policy) {
      Validations.of(policy).acknowledge({
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason:
          'Step Functions execution logging (logs:CreateLogDelivery, GetLogDelivery, UpdateLogDelivery, ' +
          'DeleteLogDelivery, ListLogDeliveries, PutResourcePolicy, DescribeResourcePolicies, DescribeLogGroups) ' +
          'and X-Ray tracing (xray:PutTraceSegments, PutTelemetryRecords, GetSamplingRules, GetSamplingTargets) ' +
          'support no resource-level permissions; the Lambda grant names each function.',
      });
    }
  }

  /** A function that starts executions: the machine's ARN in its environment, states:StartExecution on it. */
  grantStartExecution(fn: LambdaFunction): void {
    fn.addEnvironment(this.workflow.arnVariable, this.stateMachine.stateMachineArn);
    this.stateMachine.grantStartExecution(fn);
  }

  /**
   * A function that completes the machine's human steps (a task's token): SendTaskSuccess,
   * SendTaskFailure and SendTaskHeartbeat on this machine, nothing else.
   */
  grantTaskResponse(fn: LambdaFunction): void {
    fn.addEnvironment(this.workflow.arnVariable, this.stateMachine.stateMachineArn);
    this.stateMachine.grantTaskResponse(fn);
  }

  static idOf(workflow: Workflow): string {
    return pascal(workflow.name);
  }
}

/**
 * The automatic voice-over (voiceOver.ts): Polly speaks; the track is written (and a retried step's
 * recordings read) under voiceovers/, and the render's request object under renders/ of the uploads bucket.
 */
function grantVoiceOversAndRenders(fn: LambdaFunction, uploadsBucket: IBucket): void {
  for (const [name, value] of Object.entries(envVars({ uploadsBucket: uploadsBucket.bucketName }))) {
    fn.addEnvironment(name, value);
  }
  grantPollySpeech(fn);
  grantUnderPrefix(
    fn,
    uploadsBucket,
    VOICE_OVERS_PREFIX,
    ['s3:PutObject', 's3:GetObject'],
    `Voice-over keys are per video and language (${VOICE_OVERS_PREFIX}<orgId>/<videoId>/<language>/…): the step writes the track of the translation it finishes only.`,
  );
  grantUnderPrefix(
    fn,
    uploadsBucket,
    RENDERS_PREFIX,
    ['s3:PutObject'],
    `Render request keys are per render (${RENDERS_PREFIX}<orgId>/<videoId>/<renderId>.json): PutObject is limited to the renders/ prefix of the uploads bucket.`,
  );
}
