/**
 * The events Cognito and EventBridge hand to the functions the pools are wired to in the cloud
 * (infra/stacks/identity-stack.ts, api-stack.ts): the pre-sign-up, post-confirmation and post-authentication
 * triggers, and
 * the "AWS API Call via CloudTrail" record of a user-access call.
 */
import { randomUUID } from 'node:crypto';
import type {
  EventBridgeEvent,
  PostAuthenticationTriggerEvent,
  PostConfirmationTriggerEvent,
  PreSignUpTriggerEvent,
} from 'aws-lambda';
import { LOCAL_ACCOUNT_ID, REGION } from '../../platform/config.js';
import type { Json } from './protocol.js';

/** What CloudTrail records of a Cognito call, as EventBridge delivers it ("AWS API Call via CloudTrail"). */
export interface CognitoCallRecord {
  eventVersion: string;
  eventSource: 'cognito-idp.amazonaws.com';
  eventName: string;
  awsRegion: string;
  eventTime: string;
  eventType: 'AwsApiCall';
  requestParameters: Record<string, string>;
  responseElements: null;
}
export type CognitoCallEvent = EventBridgeEvent<'AWS API Call via CloudTrail', CognitoCallRecord>;

/** Cognito's placeholder for the fields it keeps out of CloudTrail. */
const HIDDEN = 'HIDDEN_FOR_SECURITY_REASONS';

const callerContext = (input: Json) => ({
  awsSdkVersion: 'aws-sdk-unknown-unknown',
  clientId: String(input.ClientId),
});
const clientMetadata = (input: Json) =>
  input.ClientMetadata ? { clientMetadata: input.ClientMetadata as Record<string, string> } : {};

/** What every user-pool trigger event carries: the pool, the user and the calling app client. */
function triggerBase(userPoolId: string, username: string, input: Json) {
  return {
    version: '1',
    region: REGION,
    userPoolId,
    userName: username,
    callerContext: callerContext(input),
  };
}

/** A confirmed user's attributes as the post-* triggers see them. */
const confirmed = (userAttributes: Record<string, string>) => ({
  ...userAttributes,
  'cognito:user_status': 'CONFIRMED',
});

export function preSignUpEvent(
  userPoolId: string,
  username: string,
  userAttributes: Record<string, string>,
  input: Json,
): PreSignUpTriggerEvent {
  return {
    ...triggerBase(userPoolId, username, input),
    triggerSource: 'PreSignUp_SignUp',
    request: { userAttributes, ...clientMetadata(input) },
    response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
  };
}

export function postConfirmationEvent(
  userPoolId: string,
  username: string,
  userAttributes: Record<string, string>,
  input: Json,
): PostConfirmationTriggerEvent {
  return {
    ...triggerBase(userPoolId, username, input),
    triggerSource: 'PostConfirmation_ConfirmSignUp',
    request: { userAttributes: confirmed(userAttributes), ...clientMetadata(input) },
    response: {},
  };
}

export function postAuthenticationEvent(
  userPoolId: string,
  username: string,
  userAttributes: Record<string, string>,
  input: Json,
): PostAuthenticationTriggerEvent {
  return {
    ...triggerBase(userPoolId, username, input),
    triggerSource: 'PostAuthentication_Authentication',
    request: { userAttributes: confirmed(userAttributes), newDeviceUsed: false, ...clientMetadata(input) },
    response: {},
  };
}

/** As in the cloud: the username and access token are hidden; DeleteUser names no pool. */
export function userAccessCallEvent(operation: string, input: Json): CognitoCallEvent {
  const now = new Date().toISOString();
  const requestParameters: Record<string, string> =
    operation === 'DeleteUser'
      ? { accessToken: HIDDEN }
      : { userPoolId: String(input.UserPoolId ?? ''), username: HIDDEN };
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': 'AWS API Call via CloudTrail',
    source: 'aws.cognito-idp',
    account: LOCAL_ACCOUNT_ID,
    time: now,
    region: REGION,
    resources: [],
    detail: {
      eventVersion: '1.08',
      eventSource: 'cognito-idp.amazonaws.com',
      eventName: operation,
      awsRegion: REGION,
      eventTime: now,
      eventType: 'AwsApiCall',
      requestParameters,
      responseElements: null,
    },
  };
}
