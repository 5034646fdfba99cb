/**
 * Mounts the shared API contract on a REST API: every deployed endpoint gets one Lambda
 * (functions/<group>/<id>.ts) behind a Lambda proxy integration at `fullPath(endpoint)`, with the
 * TOKEN authorizer unless the endpoint is `public`. Every resource that has routes also answers
 * OPTIONS through the preflight Lambda, because CORS must allow only the tenant sub-domains, which a
 * static API Gateway CORS list cannot express.
 */
import { Aws, Validations } from 'aws-cdk-lib';
import {
  AuthorizationType,
  Integration,
  IntegrationType,
  Resource,
  type IAuthorizer,
  type IResource,
  type Method,
  type RestApi,
} from 'aws-cdk-lib/aws-apigateway';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { fullPath, handlerModulePath, type EndpointDefinition, type EndpointId } from '#shared/api/index.js';
import { bindTable } from './grants.js';
import { TubesFunction } from './tubes-function.js';

export interface ContractRoutesProps {
  readonly api: RestApi;
  readonly endpoints: readonly EndpointDefinition[];
  readonly authorizer: IAuthorizer;
  readonly table: ITable;
  /** Environment shared by every route handler (TABLE_NAME is added by bindTable). */
  readonly environment: Record<string, string>;
  /** The API's stage: invoke permissions name it (stage name, not a reference to the Stage). */
  readonly stageName: string;
  /** Answers OPTIONS for every routed resource. */
  readonly preflight: IFunction;
  /**
   * Per-endpoint additions to a route handler beyond what every handler gets (extra environment such as
   * a secret, extra grants), applied right after the handler is created. Keys must be routed endpoints.
   */
  readonly customize?: Partial<Record<EndpointId, RouteHandlerCustomizer>>;
  /**
   * Resources of the first path segments (/query, …) made elsewhere (RouteStacks: in the parent stack);
   * the routes' own resources below them are then created in this construct's stack.
   */
  readonly groupRoots?: ReadonlyMap<string, IResource>;
  /** The handler module of an endpoint (default: functions/<group>/<id>.ts). */
  readonly entryOf?: (endpoint: EndpointDefinition) => string;
}

export type RouteHandlerCustomizer = (handler: TubesFunction) => void;

export class ContractRoutes extends Construct {
  /** Route handler per endpoint id. */
  readonly handlers = new Map<string, TubesFunction>();
  /** API Gateway method per endpoint id. */
  readonly methods = new Map<string, Method>();

  constructor(scope: Construct, id: string, props: ContractRoutesProps) {
    super(scope, id);
    const { api, endpoints, authorizer, table, environment, preflight, customize = {} } = props;
    const entryOf = props.entryOf ?? handlerModulePath;
    const paths = new Construct(this, 'Paths');
    const resourceFor = (path: string): IResource => {
      const [first, second, ...rest] = path.split('/').slice(1);
      const root = first === undefined ? undefined : props.groupRoots?.get(first);
      if (!root || second === undefined) return api.root.resourceForPath(path);
      const subtree =
        root.getResource(second) ??
        new Resource(paths, `${first}-${second}`, { parent: root, pathPart: second });
      return subtree.resourceForPath(rest.join('/'));
    };
    const routed = new Map<string, IResource>();
    const unknown = Object.keys(customize).filter((key) => !endpoints.some((e) => e.id === key));
    if (unknown.length > 0)
      throw new Error(`customize names endpoints that are not routed: ${unknown.join(', ')}`);

    for (const endpoint of endpoints) {
      if (this.handlers.has(endpoint.id)) throw new Error(`duplicate endpoint id ${endpoint.id}`);

      const handler = new TubesFunction(this, endpoint.id, {
        entry: entryOf(endpoint),
        serviceName: `tubes-${endpoint.group}-${endpoint.id}`,
        description: `${endpoint.method} ${fullPath(endpoint)}: ${endpoint.summary}`.slice(0, 256),
        environment,
      });
      // Queries only read; commands and user endpoints write.
      bindTable(handler, table, endpoint.group === 'query' ? 'read' : 'readWrite');
      customize[endpoint.id as EndpointId]?.(handler);

      const path = fullPath(endpoint);
      const resource = resourceFor(path);
      routed.set(path, resource);
      const isPublic = endpoint.access === 'public';
      const method = resource.addMethod(
        endpoint.method,
        lambdaProxy(handler),
        isPublic
          ? { authorizationType: AuthorizationType.NONE }
          : { authorizer, authorizationType: AuthorizationType.CUSTOM },
      );
      // One permission per route, for this method on the stage, named literally: a reference to the
      // Stage resource from a route stack would close a cycle (the deployment depends on the routes).
      // Console test-invoke is not used.
      handler.addPermission('ApiInvoke', {
        principal: new ServicePrincipal('apigateway.amazonaws.com'),
        sourceArn: api.arnForExecuteApi(endpoint.method, path.replace(/\{[^}]*\}/g, '*'), props.stageName),
      });
      this.acknowledgeMethod(method, isPublic ? 'public' : 'custom');
      this.handlers.set(endpoint.id, handler);
      this.methods.set(endpoint.id, method);
    }

    // One integration and ONE invoke permission (all OPTIONS of this API) for the preflight Lambda,
    // instead of a permission per resource that would grow its resource policy with every route.
    const preflightIntegration = lambdaProxy(preflight);
    // Route stacks of one API share it (the permission lives with the preflight function).
    if (!preflight.node.tryFindChild(`${id}PreflightInvoke`)) {
      preflight.addPermission(`${id}PreflightInvoke`, {
        principal: new ServicePrincipal('apigateway.amazonaws.com'),
        sourceArn: api.arnForExecuteApi('OPTIONS', '/*', '*'),
      });
    }
    for (const resource of routed.values()) {
      const options = resource.addMethod('OPTIONS', preflightIntegration, {
        authorizationType: AuthorizationType.NONE,
      });
      this.acknowledgeMethod(options, 'preflight');
    }
  }

  private acknowledgeMethod(method: Method, kind: 'public' | 'custom' | 'preflight'): void {
    const target = method.node.defaultChild ?? method;
    if (kind !== 'custom') {
      Validations.of(target).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason:
          kind === 'public'
            ? 'Declared `public` in the shared API contract: needed before sign-in (organization, tube branding, ' +
              'language, login lookup) and returns no tenant-private data.'
            : 'CORS preflight: browsers send OPTIONS without credentials, so it cannot be authorized; the ' +
              'preflight Lambda only answers tenant sub-domain origins.',
      });
    }
    // cdk-nag does not ask OPTIONS methods for a Cognito authorizer (COG4).
    if (kind === 'preflight') return;
    Validations.of(target).acknowledge({
      id: 'AwsSolutions-COG4',
      reason:
        kind === 'custom'
          ? 'Authorized by the TOKEN authorizer instead of a Cognito authorizer: one pool per tenant, and the ' +
            "authorizer also checks aud = that pool's client and adds role/permissions from the table."
          : 'Unauthenticated by design (see AwsSolutions-APIG4 on this method).',
    });
  }
}

/** A Lambda proxy integration (AWS_PROXY) without the permission LambdaIntegration would add. */
function lambdaProxy(fn: IFunction): Integration {
  return new Integration({
    type: IntegrationType.AWS_PROXY,
    integrationHttpMethod: 'POST',
    uri: `arn:${Aws.PARTITION}:apigateway:${Aws.REGION}:lambda:path/2015-03-31/functions/${fn.functionArn}/invocations`,
  });
}
