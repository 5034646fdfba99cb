/**
 * Least-privilege bindings between functions and resources, in the spirit of Powertools' helpers:
 * one call sets the environment variable the handler reads and grants exactly the actions it needs.
 */
import { Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { TABLE_KEYS } from '../../functions/core/data/table-design.js';
import { ENV_NAMES } from '../../functions/core/http/env.js';

export type TableAccess = 'read' | 'readWrite';

/** No Scan: request paths query by key only (design.md §5). */
const READ_ACTIONS = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'];
const WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
];

/**
 * Sets TABLE_NAME and grants `read` (get/batch-get/query) or `readWrite` (plus put/update/delete,
 * batch-write, condition checks; transactions authorize through these item actions) on the table and
 * its named GSIs: explicit index ARNs, no `index/*` wildcard.
 */
export function bindTable(fn: LambdaFunction, table: ITable, access: TableAccess): void {
  fn.addEnvironment(ENV_NAMES.tableName, table.tableName);
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: access === 'read' ? READ_ACTIONS : [...READ_ACTIONS, ...WRITE_ACTIONS],
      resources: [
        table.tableArn,
        ...TABLE_KEYS.globalIndexes.map((index) => `${table.tableArn}/index/${index.name}`),
      ],
    }),
  );
}

/**
 * Lets a function ask the tenant pools whether a user's account is still enabled
 * (functions/authorizer/standing.ts): cognito-idp:AdminGetUser on exactly the stage's pools.
 */
export function grantAccountLookup(fn: LambdaFunction, userPoolArns: readonly string[]): void {
  fn.addToRolePolicy(
    new PolicyStatement({ actions: ['cognito-idp:AdminGetUser'], resources: [...userPoolArns] }),
  );
}

/**
 * Users administration (functions/user/createUser.ts, updateUserStatus.ts): each named cognito-idp
 * action on exactly the stage's pools, one statement per action (a handler acts only in its caller's
 * own pool, which it reads from the organization item).
 */
export function grantUserPoolActions(
  fn: LambdaFunction,
  actions: readonly `cognito-idp:${string}`[],
  userPoolArns: readonly string[],
): void {
  for (const action of actions) {
    // A Sid per action keeps CDK from merging them into one statement: each grant reads on its own.
    const sid = `UsersAdmin${action.slice('cognito-idp:'.length)}`;
    fn.addToRolePolicy(new PolicyStatement({ sid, actions: [action], resources: [...userPoolArns] }));
  }
}

/**
 * One AWS action that has no resource-level permissions for what the product does with it: the resource
 * is `*`, acknowledged (with `reason`) for that one action.
 */
export function grantUnscopedAction(fn: LambdaFunction, action: string, reason: string): void {
  fn.addToRolePolicy(new PolicyStatement({ actions: [action], resources: ['*'] }));
  const policy = fn.role?.node.tryFindChild('DefaultPolicy');
  if (policy) Validations.of(policy).acknowledge({ id: 'AwsSolutions-IAM5[Resource::*]', reason });
}

/** Computer voices (the voice-over): polly:SynthesizeSpeech, whose only resource type is a lexicon. */
export function grantPollySpeech(fn: LambdaFunction): void {
  grantUnscopedAction(
    fn,
    'polly:SynthesizeSpeech',
    'polly:SynthesizeSpeech has pronunciation lexicons as its only resource type and none is used: the ' +
      'statement allows that one action and nothing else.',
  );
}

/** Machine translation: translate:TranslateText, whose only resources are terminologies and parallel data. */
export function grantTranslateText(fn: LambdaFunction): void {
  grantUnscopedAction(
    fn,
    'translate:TranslateText',
    'translate:TranslateText supports no resource-level permissions (only terminologies and parallel data ' +
      'have ARNs, and none is used): the statement allows that one action and nothing else.',
  );
}
