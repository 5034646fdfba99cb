/**
 * The CDK app: one TubesStage for the selected environment (`-c stage=dev|staging|prod`, default dev),
 * from the validated config in infra/config/. Synthesizes offline: without credentials the account
 * falls back to CDK_DEFAULT_ACCOUNT or a dummy (see infra/config/stages.ts).
 */
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { loadStageConfig } from '../infra/config/stages.js';
import { TENANTS } from '../infra/config/tenants.js';
import { TubesStage } from '../infra/stacks/tubes-stage.js';

const app = new App();
const config = loadStageConfig((key) => app.node.tryGetContext(key));

new TubesStage(app, `Tubes-${config.name}`, { config, tenants: TENANTS });

// AwsSolutions best practices; every accepted finding is acknowledged, with its reason, at the construct.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
