/**
 * The platform's state machines, once for both runtimes (design.md §8): each entry names a machine, its
 * ASL definition (JSONPath only: ./asl-rules.ts says what the local runner cannot execute) and the Lambda
 * functions its Task states call through `${Placeholder}` resources. The CDK's workflows stack deploys one
 * StateMachine per entry (the placeholders become DefinitionSubstitutions with the functions' ARNs); the
 * local Step Functions service of `npm start` runs the very same file, calling the same handlers through
 * the local Lambda runtime. CDK code and infra/local both read this module; it imports neither.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REVIEW_WORKFLOW, REVIEW_WORKFLOW_ARN_VARIABLE } from '#shared/domain/video-review.js';
import {
  PRODUCTION_ORDER_WORKFLOW,
  PRODUCTION_ORDER_WORKFLOW_ARN_VARIABLE,
} from '#shared/domain/production-order.js';
import { TRANSLATION_WORKFLOW, TRANSLATION_WORKFLOW_ARN_VARIABLE } from '#shared/domain/video-translation.js';
import {
  TRAINING_GENERATION_WORKFLOW_ARN_VARIABLE,
  TRAINING_GENERATION_WORKFLOW_NAME,
} from '#shared/domain/training-generation.js';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A function a machine's Task states call. */
export interface WorkflowFunction {
  /** Repo-relative handler module, as TubesFunction takes it. */
  readonly entry: string;
  readonly description: string;
  /** What the function needs of the table (the CDK's bindTable), if anything. */
  readonly table?: 'read' | 'readWrite';
  /** It calls Amazon Translate's TranslateText (machine translation). */
  readonly translates?: boolean;
  /** It re-packages a version's subtitle renditions in the media bucket (functions/core/media/subtitle-rendition.ts). */
  readonly repackagesSubtitles?: boolean;
  /** The machines (by name) whose executions it starts. */
  readonly starts?: readonly string[];
  /**
   * It makes voice-overs and starts renders (functions/workflow/video-translation/voiceOver.ts): Polly's
   * SynthesizeSpeech, the voice-over files and render requests in the uploads bucket.
   */
  readonly speaksAndRenders?: boolean;
  /** It e-mails people (functions/core/domain/mail/send.ts: the assignees of the tasks it creates). */
  readonly mails?: boolean;
}

export interface Workflow {
  /** The machine's name (kebab-case): the local ARN's last part, and the CDK construct's id. */
  readonly name: string;
  readonly description: string;
  /** Repo-relative ASL file (JSON). */
  readonly definitionFile: string;
  /**
   * Placeholder → function: a Task state's `"Resource": "${PrepareFunctionArn}"` or its lambda:invoke
   * `"FunctionName": "${PrepareFunctionArn}"` names `PrepareFunctionArn` here.
   */
  readonly functions: Readonly<Record<string, WorkflowFunction>>;
  /**
   * The environment variable that hands the machine's ARN to the functions that start its executions or
   * answer its human steps (the CDK sets it with the grant; the local platform sets the local ARN).
   */
  readonly arnVariable: string;
}

/**
 * Ask for review of a video (issue 13, the studio's ask-for-review section): a review task per reviewer,
 * each a human step; the video becomes readyToPublish when all approve, stays draft on a rejection.
 * Started by videoLifecycleCommand askForReview; its steps are answered by the task actions.
 */
export const ASK_FOR_REVIEW_WORKFLOW: Workflow = {
  name: REVIEW_WORKFLOW,
  description: 'Ask for review of a video: a review task per reviewer; all approved → readyToPublish',
  definitionFile: 'infra/workflows/ask-for-review.asl.json',
  functions: {
    RequestReviewFunctionArn: {
      entry: 'functions/workflow/ask-for-review/requestReview.ts',
      description: "Creates a reviewer's review task carrying the step's token",
      table: 'readWrite',
      mails: true,
    },
    FinishReviewFunctionArn: {
      entry: 'functions/workflow/ask-for-review/finishReview.ts',
      description: "Cancels the review's open tasks and moves the video",
      table: 'readWrite',
      // A video approved into readyToPublish is translated when the organization asks for it.
      starts: [TRANSLATION_WORKFLOW],
    },
  },
  arnVariable: REVIEW_WORKFLOW_ARN_VARIABLE,
};

/**
 * A video production order (issue 13, /produce-video/{taskId}): the operator's staff verify, generate
 * and review, the customer approves; a rejected approval or review goes back to generation; the last
 * step publishes the video in the customer's channel. Started by POST /orderVideo; its steps are
 * answered by the task actions.
 */
export const PRODUCTION_ORDER_WORKFLOW_ENTRY: Workflow = {
  name: PRODUCTION_ORDER_WORKFLOW,
  description: 'A video production order: verify, generate, approve, review (human steps), then publish',
  definitionFile: 'infra/workflows/production-order.asl.json',
  functions: {
    RequestStepFunctionArn: {
      entry: 'functions/workflow/production-order/requestStep.ts',
      description: "Creates a production order step's task carrying the step's token",
      table: 'readWrite',
      mails: true,
    },
    FinishOrderFunctionArn: {
      entry: 'functions/workflow/production-order/finishOrder.ts',
      description: "Cancels an order's open steps and publishes its video when it was approved",
      table: 'readWrite',
    },
  },
  arnVariable: PRODUCTION_ORDER_WORKFLOW_ARN_VARIABLE,
};

/**
 * A video translated into one language (issue 14, the studio's translations section): machine
 * translation, else a translator's task; the requester's approval and a review unless the organization
 * publishes machine translations at once. Started by translationCommand requestTranslation (one execution
 * per language); its human steps are answered by the task actions.
 */
export const VIDEO_TRANSLATION_WORKFLOW: Workflow = {
  name: TRANSLATION_WORKFLOW,
  description:
    'A video translated into one language: machine or human translation, approval and review, then completed',
  definitionFile: 'infra/workflows/video-translation.asl.json',
  functions: {
    TranslateFunctionArn: {
      entry: 'functions/workflow/video-translation/translate.ts',
      description: "Machine-translates the master's texts into the language's rendering data",
      table: 'readWrite',
      translates: true,
    },
    RequestStepFunctionArn: {
      entry: 'functions/workflow/video-translation/requestStep.ts',
      description: "Creates a translation step's task carrying the step's token",
      table: 'readWrite',
      mails: true,
    },
    FinishTranslationFunctionArn: {
      entry: 'functions/workflow/video-translation/finishTranslation.ts',
      description: "Cancels a translation's open steps, ends it, publishes an automatic one",
      table: 'readWrite',
      repackagesSubtitles: true,
    },
    VoiceOverFunctionArn: {
      entry: 'functions/workflow/video-translation/voiceOver.ts',
      description:
        "Makes a published automatic translation's computer voice-over and renders it into the player",
      table: 'readWrite',
      speaksAndRenders: true,
    },
  },
  arnVariable: TRANSLATION_WORKFLOW_ARN_VARIABLE,
};

/**
 * Create training (issue 15, the training plans' "Create Training" dialog): the plan's users × the videos
 * of its processes as watch-video tasks, then the requester is told by e-mail (spec 2 §4). Started by
 * trainingCommand createTraining; no human step.
 */
export const TRAINING_GENERATION_WORKFLOW: Workflow = {
  name: TRAINING_GENERATION_WORKFLOW_NAME,
  description: "Create training: a plan's users × its processes' videos become watch-video tasks",
  definitionFile: 'infra/workflows/training-generation.asl.json',
  functions: {
    PrepareFunctionArn: {
      entry: 'functions/workflow/training-generation/prepare.ts',
      description: 'Works out the users and videos of a training plan and records them on the run',
      table: 'readWrite',
    },
    AssignBatchFunctionArn: {
      entry: 'functions/workflow/training-generation/assignBatch.ts',
      description: "Creates a batch of users' watch-video tasks for the run's videos",
      table: 'readWrite',
    },
    FinishFunctionArn: {
      entry: 'functions/workflow/training-generation/finish.ts',
      description: 'Records the end of a training generation and tells the requester',
      table: 'readWrite',
      mails: true,
    },
  },
  arnVariable: TRAINING_GENERATION_WORKFLOW_ARN_VARIABLE,
};

/**
 * The deployed machines (the engine itself is proved with test/workflows/: a machine whose handlers live
 * under test/ and are never deployed).
 */
export const WORKFLOWS: readonly Workflow[] = [
  ASK_FOR_REVIEW_WORKFLOW,
  PRODUCTION_ORDER_WORKFLOW_ENTRY,
  VIDEO_TRANSLATION_WORKFLOW,
  TRAINING_GENERATION_WORKFLOW,
];

/** `${Name}` placeholders, in order of first appearance. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(/\$\{([A-Za-z][A-Za-z0-9]*)\}/g)].map((m) => m[1] as string))];
}

/** The definition file's text, as written (placeholders unresolved). */
export function definitionText(workflow: Workflow): string {
  return readFileSync(path.join(REPO_ROOT, workflow.definitionFile), 'utf8');
}

/**
 * The definition with every placeholder replaced (`arnOf(placeholder)`); throws when the file uses a
 * placeholder the entry does not declare, or declares a function no state calls.
 */
export function resolvedDefinition(
  workflow: Workflow,
  arnOf: (placeholder: string) => string,
): Record<string, unknown> {
  const text = definitionText(workflow);
  const used = placeholdersIn(text);
  const declared = Object.keys(workflow.functions);
  const undeclared = used.filter((p) => !declared.includes(p));
  const unused = declared.filter((p) => !used.includes(p));
  if (undeclared.length > 0 || unused.length > 0) {
    throw new Error(
      `${workflow.definitionFile}: ` +
        [
          undeclared.length ? `placeholders not in the registry: ${undeclared.join(', ')}` : '',
          unused.length ? `registry functions no state calls: ${unused.join(', ')}` : '',
        ]
          .filter(Boolean)
          .join('; '),
    );
  }
  return JSON.parse(
    text.replace(/\$\{([A-Za-z][A-Za-z0-9]*)\}/g, (_, name: string) => arnOf(name)),
  ) as Record<string, unknown>;
}
