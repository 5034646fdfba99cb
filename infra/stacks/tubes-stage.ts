/** One deployment environment: the stacks of the platform wired together (design.md §1). */
import { Stage, Tags, type StageProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config/stages.js';
import type { TenantConfig } from '../config/tenants.js';
import { ApiStack } from './api-stack.js';
import { DataStack } from './data-stack.js';
import { IdentityStack } from './identity-stack.js';
import { MediaStack } from './media-stack.js';
import { MonitoringStack } from './monitoring-stack.js';
import { RealtimeStack } from './realtime-stack.js';
import { SchedulesStack } from './schedules-stack.js';
import { endpoints } from '#shared/api/index.js';
import { WebStack } from './web-stack.js';
import { WorkflowsStack } from './workflows-stack.js';
import { grantSendMail, stageMailSender } from '../constructs/mail-sender.js';
import {
  ASK_FOR_REVIEW_WORKFLOW,
  PRODUCTION_ORDER_WORKFLOW_ENTRY,
  TRAINING_GENERATION_WORKFLOW,
  VIDEO_TRANSLATION_WORKFLOW,
  WORKFLOWS,
  type Workflow,
} from '../workflows/index.js';

export interface TubesStageProps extends StageProps {
  readonly config: StageConfig;
  readonly tenants: readonly TenantConfig[];
  /** Deploy web/dist (default: when it exists). */
  readonly deployWebApp?: boolean;
  /** The state machines (default: infra/workflows' registry). */
  readonly workflows?: readonly Workflow[];
}

export class TubesStage extends Stage {
  readonly data: DataStack;
  readonly identity: IdentityStack;
  readonly api: ApiStack;
  readonly web: WebStack;
  readonly media: MediaStack;
  readonly realtime: RealtimeStack;
  readonly monitoring: MonitoringStack;
  readonly schedules: SchedulesStack;
  /** Absent while the registry has no machine (CloudFormation refuses an empty template). */
  readonly workflows: WorkflowsStack | undefined;

  constructor(scope: Construct, id: string, props: TubesStageProps) {
    const { config, tenants, deployWebApp, workflows = WORKFLOWS, ...stageProps } = props;
    super(scope, id, { env: { account: config.account, region: config.region }, ...stageProps });
    const common = { stage: config, terminationProtection: config.protectData };

    this.data = new DataStack(this, 'Data', {
      ...common,
      description: `Tubes ${config.name}: table and buckets`,
    });
    this.identity = new IdentityStack(this, 'Identity', {
      ...common,
      tenants,
      table: this.data.table,
      description: `Tubes ${config.name}: tenant user pools, sign-up trigger, tenant provisioning`,
    });
    this.identity.addStackDependency(this.data);
    this.realtime = new RealtimeStack(this, 'Realtime', {
      ...common,
      description: `Tubes ${config.name}: WebSocket API (connect, disconnect, keep-alive) and push`,
      table: this.data.table,
      tenantPools: this.identity.tenantPools,
      userPoolArns: this.identity.userPoolArns,
    });
    this.realtime.addStackDependency(this.data);
    this.realtime.addStackDependency(this.identity);

    this.api = new ApiStack(this, 'Api', {
      ...common,
      description: `Tubes ${config.name}: REST API from the shared contract`,
      table: this.data.table,
      uploadsBucket: this.data.uploadsBucket,
      mediaBucket: this.data.mediaBucket,
      tenantPools: this.identity.tenantPools,
      userPoolArns: this.identity.userPoolArns,
      ...(this.data.mediaCdn
        ? {
            mediaCdn: {
              domain: this.data.mediaCdn.distribution.distributionDomainName,
              keyPairId: this.data.mediaCdn.publicKey.publicKeyId,
              signingKey: this.data.mediaCdn.signingKey,
            },
          }
        : {}),
    });
    this.api.addStackDependency(this.data);
    this.api.addStackDependency(this.identity);
    // Handlers that write notifications push through the realtime API: the contract entry says which
    // (`pushes`), and test/infra checks that against what each handler's bundle imports.
    this.api.addStackDependency(this.realtime);
    for (const endpoint of endpoints.filter((e) => e.pushes)) {
      const handler = this.api.routes.handlers.get(endpoint.id);
      if (!handler) throw new Error(`${endpoint.id} pushes but is not routed`);
      this.realtime.grantPush(handler);
    }
    // The user-access reconciler closes the sockets of disabled and deleted users.
    this.realtime.grantPush(this.api.userAccessChanged);
    // Handlers that e-mail people (`mails` in the contract, checked by test/infra against their bundles).
    for (const endpoint of endpoints.filter((e) => e.mails)) {
      const handler = this.api.routes.handlers.get(endpoint.id);
      if (!handler) throw new Error(`${endpoint.id} mails but is not routed`);
      grantSendMail(handler, stageMailSender(config), this.data.uploadsBucket);
    }

    this.media = new MediaStack(this, 'Media', {
      ...common,
      description: `Tubes ${config.name}: transcoding (S3 upload → MediaConvert → job-state events)`,
      table: this.data.table,
      uploadsBucket: this.data.uploadsBucket,
      mediaBucket: this.data.mediaBucket,
    });
    this.media.addStackDependency(this.data);
    // transcodeStatus pushes TRANSCODING_STATUS (issue 4) through the realtime API's @connections.
    this.media.addStackDependency(this.realtime);
    this.realtime.grantPush(this.media.transcodeStatus);

    this.schedules = new SchedulesStack(this, 'Schedules', {
      ...common,
      description: `Tubes ${config.name}: daily schedules (EventBridge Scheduler) and their functions`,
      table: this.data.table,
      uploadsBucket: this.data.uploadsBucket,
    });
    this.schedules.addStackDependency(this.data);
    this.schedules.addStackDependency(this.realtime);
    // The recommendations notify their recipients (functions/core/domain/notifications.ts pushes).
    for (const fn of this.schedules.functions.values()) this.realtime.grantPush(fn);

    if (workflows.length > 0) {
      this.workflows = new WorkflowsStack(this, 'Workflows', {
        ...common,
        description: `Tubes ${config.name}: state machines (infra/workflows) and their step functions`,
        table: this.data.table,
        mediaBucket: this.data.mediaBucket,
        uploadsBucket: this.data.uploadsBucket,
        workflows,
      });
      this.workflows.addStackDependency(this.data);
      // The task actions answer the human steps of every machine (functions/command/task-commands/act.ts).
      const answering = ['taskCommand', 'organizationCommand'].map((id) => this.api.routes.handlers.get(id));
      for (const machine of this.workflows.machines.values()) {
        for (const handler of answering) if (handler) machine.grantTaskResponse(handler);
        // The steps notify the people of the tasks they create (functions/core/domain/notifications.ts).
        for (const fn of machine.functions.values()) this.realtime.grantPush(fn);
      }
      this.workflows.addStackDependency(this.realtime);
      // The studio's ask-for-review (videoLifecycleCommand askForReview) starts the review machine.
      const reviewStarter = this.api.routes.handlers.get('videoLifecycleCommand');
      if (reviewStarter && this.workflows.machines.has(ASK_FOR_REVIEW_WORKFLOW.name)) {
        this.workflows.machine(ASK_FOR_REVIEW_WORKFLOW.name).grantStartExecution(reviewStarter);
      }
      // The studio's translations section (translationCommand requestTranslation) starts translations, and
      // so does a video marked ready to publish (videoLifecycleCommand markReadyToPublish) when the
      // organization's autoGenerateTranslationTask is on.
      if (this.workflows.machines.has(VIDEO_TRANSLATION_WORKFLOW.name)) {
        const translation = this.workflows.machine(VIDEO_TRANSLATION_WORKFLOW.name);
        for (const id of ['translationCommand', 'videoLifecycleCommand']) {
          const starter = this.api.routes.handlers.get(id);
          if (starter) translation.grantStartExecution(starter);
        }
      }
      // Step functions that start other machines (the registry's `starts`).
      for (const machine of this.workflows.machines.values()) {
        for (const [placeholder, definition] of Object.entries(machine.workflow.functions)) {
          const fn = machine.functions.get(placeholder);
          for (const name of definition.starts ?? []) {
            if (fn && this.workflows.machines.has(name)) this.workflows.machine(name).grantStartExecution(fn);
          }
        }
      }
      // POST /orderVideo starts a production order.
      const orderStarter = this.api.routes.handlers.get('orderVideo');
      if (orderStarter && this.workflows.machines.has(PRODUCTION_ORDER_WORKFLOW_ENTRY.name)) {
        this.workflows.machine(PRODUCTION_ORDER_WORKFLOW_ENTRY.name).grantStartExecution(orderStarter);
      }
      // The training plans' "Create training" (trainingCommand createTraining) starts a generation.
      const trainingStarter = this.api.routes.handlers.get('trainingCommand');
      if (trainingStarter && this.workflows.machines.has(TRAINING_GENERATION_WORKFLOW.name)) {
        this.workflows.machine(TRAINING_GENERATION_WORKFLOW.name).grantStartExecution(trainingStarter);
      }
    }

    this.web = new WebStack(this, 'Web', {
      ...common,
      description: `Tubes ${config.name}: web app on CloudFront`,
      api: this.api.api,
      apiUrl: this.api.api.url,
      webSocketUrl: this.realtime.webSocketStage.url,
      uploadsBucket: this.data.uploadsBucket,
      mediaBucket: this.data.mediaBucket,
      ...(this.data.mediaCdn
        ? { mediaCdnDomain: this.data.mediaCdn.distribution.distributionDomainName }
        : {}),
      ...(deployWebApp === undefined ? {} : { deployWebApp }),
    });
    this.web.addStackDependency(this.api);
    this.web.addStackDependency(this.realtime);

    this.monitoring = new MonitoringStack(this, 'Monitoring', {
      ...common,
      description: `Tubes ${config.name}: alarms`,
      api: this.api.api,
      authorizerFunction: this.api.authorizerFunction,
      signUpTrigger: this.identity.postConfirmation,
      mediaDeadLetterQueue: this.media.deadLetterQueue,
    });
    this.monitoring.addStackDependency(this.api);
    this.monitoring.addStackDependency(this.media);

    Tags.of(this).add('project', 'tubes');
    Tags.of(this).add('stage', config.name);
  }
}
