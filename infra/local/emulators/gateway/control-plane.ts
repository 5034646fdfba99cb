/**
 * The part of API Gateway's control plane (REST, `apigateway` service) the functions call:
 * FlushStageAuthorizersCache (`DELETE /restapis/{restapi_id}/stages/{stage_name}/cache/authorizers`),
 * with which the user-access reconciler drops cached authorizer decisions once an account is disabled or
 * deleted. Served by the local gateway on its port, SigV4-verified like every IAM-authorized AWS API.
 */
import type { IncomingMessage } from 'node:http';
import { verifySigV4, type SigV4Credentials } from '../sigv4.js';

export interface ControlPlaneOptions {
  restApiId: string;
  stageName: string;
  region: string;
  credentials: SigV4Credentials;
  /** Drops every cached authorizer result of the stage. */
  flushAuthorizerCache(): void;
}

export interface ControlPlaneAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const FLUSH_PATH = /^\/restapis\/([^/]+)\/stages\/([^/]+)\/cache\/authorizers$/;

/** Whether a request is for the control plane (the gateway then answers it here). */
export function isControlPlanePath(pathname: string): boolean {
  return pathname.startsWith('/restapis/');
}

function json(status: number, body: Record<string, unknown>, errorType?: string): ControlPlaneAnswer {
  return {
    status,
    headers: {
      'Content-Type': 'application/json',
      ...(errorType ? { 'x-amzn-ErrorType': errorType } : {}),
    },
    body: JSON.stringify(body),
  };
}

export function answerControlPlane(
  req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>,
  body: Buffer,
  options: ControlPlaneOptions,
): ControlPlaneAnswer {
  const signature = verifySigV4(
    { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers },
    body,
    { credentials: options.credentials, region: options.region, service: 'apigateway' },
  );
  if (!signature.ok) return json(signature.status, { message: signature.message }, signature.errorType);
  const pathname = new URL(req.url ?? '/', 'http://control.local').pathname;
  const flush = FLUSH_PATH.exec(pathname);
  if (!flush || req.method !== 'DELETE') {
    return json(404, { message: `No method for ${req.method ?? ''} ${pathname}` }, 'NotFoundException');
  }
  const [restApiId, stageName] = [decodeURIComponent(flush[1] ?? ''), decodeURIComponent(flush[2] ?? '')];
  if (restApiId !== options.restApiId || stageName !== options.stageName) {
    return json(404, { message: 'Invalid stage identifier specified' }, 'NotFoundException');
  }
  options.flushAuthorizerCache();
  return { status: 202, headers: { 'Content-Type': 'application/json' }, body: '' };
}
