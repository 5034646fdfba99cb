/**
 * The contract's routes spread over nested stacks that share one REST API, so the API grows past
 * CloudFormation's 500 resources per stack (~8 per endpoint: function, role, policy, log group, invoke
 * permission, resource, method, OPTIONS). The API, its stage, authorizer and the group roots (/query,
 * /command, /user) stay in the parent; every endpoint's handler, resources and methods go to a nested
 * stack of its group (`QueryRoutes0`, `QueryRoutes1`, `CommandRoutes0`, …).
 *
 * An endpoint's stack is chosen by rendezvous hashing of its subtree (the first path segment below the
 * group root, e.g. `channels` for /query/channels/{id}/videos): the whole subtree lives in one stack (API
 * Gateway resources cannot be shared between stacks without cross-stack ids), adding or removing
 * endpoints never moves other routes, and when a group grows by a stack only the routes that land in
 * the new stack move. test/infra keeps every stack below 450 resources.
 */
import { NestedStack } from 'aws-cdk-lib';
import type { IResource, Method } from 'aws-cdk-lib/aws-apigateway';
import { Construct } from 'constructs';
import type { EndpointDefinition } from '#shared/api/index.js';
import { fullPath } from '#shared/api/index.js';
import { ContractRoutes, type ContractRoutesProps } from './contract-routes.js';
import type { TubesFunction } from './tubes-function.js';

/** Endpoints per nested stack on average: ~8 resources each, far below 450 even when hashing is uneven. */
export const ROUTES_PER_STACK = 25;

/** What ContractRoutes takes (but the group roots, which RouteStacks makes), and how many routes a stack holds. */
export interface RouteStacksProps extends Omit<ContractRoutesProps, 'groupRoots'> {
  /** Defaults to ROUTES_PER_STACK. */
  readonly routesPerStack?: number;
}

export class RouteStacks extends Construct {
  /** Route handler per endpoint id, whichever stack it is in. */
  readonly handlers = new Map<string, TubesFunction>();
  /** API Gateway method per endpoint id. */
  readonly methods = new Map<string, Method>();
  readonly stacks: NestedStack[] = [];

  constructor(scope: Construct, id: string, props: RouteStacksProps) {
    super(scope, id);
    const { endpoints, customize = {}, routesPerStack = ROUTES_PER_STACK } = props;
    const unknown = Object.keys(customize).filter((key) => !endpoints.some((e) => e.id === key));
    if (unknown.length > 0)
      throw new Error(`customize names endpoints that are not routed: ${unknown.join(', ')}`);

    const ids = endpoints.map((e) => e.id);
    const duplicate = ids.find((endpointId, index) => ids.indexOf(endpointId) !== index);
    if (duplicate) throw new Error(`duplicate endpoint id ${duplicate}`);

    const groupRoots = new Map<string, IResource>();
    for (const [name, groupEndpoints] of groupBy(endpoints, (e) => segmentsOf(e)[0] as string)) {
      // In the parent (same construct path as before the split): shared by the group's stacks.
      groupRoots.set(name, props.api.root.resourceForPath(`/${name}`));
      const shards = Math.ceil(groupEndpoints.length / routesPerStack);
      const byShard = groupBy(groupEndpoints, (e) => String(shardOf(subtreeOf(e), shards)));
      for (const [shard, shardEndpoints] of [...byShard].sort(([a], [b]) => Number(a) - Number(b))) {
        const stack = new NestedStack(this, `${capitalized(name)}Routes${shard}`, {
          description: `REST routes of /${name} (${shardEndpoints.length} endpoints, stack ${shard} of ${shards})`,
        });
        const routes = new ContractRoutes(stack, 'Routes', {
          ...props,
          endpoints: shardEndpoints,
          groupRoots,
          customize: Object.fromEntries(
            Object.entries(customize).filter(([key]) => shardEndpoints.some((e) => e.id === key)),
          ),
        });
        this.stacks.push(stack);
        for (const [endpointId, handler] of routes.handlers) this.handlers.set(endpointId, handler);
        for (const [endpointId, method] of routes.methods) this.methods.set(endpointId, method);
      }
    }
  }
}

const segmentsOf = (endpoint: EndpointDefinition): string[] => fullPath(endpoint).split('/').slice(1);

/** `group/first-segment`: the resource subtree an endpoint's path belongs to. */
function subtreeOf(endpoint: EndpointDefinition): string {
  const [group, first] = segmentsOf(endpoint);
  if (!first) throw new Error(`${endpoint.id}: a routed path needs a segment below /${group}`);
  return `${group}/${first}`;
}

/** Rendezvous (highest random weight) hashing: the shard in [0, shards) with the highest score. */
export function shardOf(key: string, shards: number): number {
  let best = 0;
  let bestScore = -1;
  for (let shard = 0; shard < shards; shard += 1) {
    const score = fnv1a(`${key}#${shard}`);
    if (score > bestScore) {
      best = shard;
      bestScore = score;
    }
  }
  return best;
}

/** 32-bit FNV-1a with murmur3's finalizer (so near-identical keys spread): small, stable, no dependency. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    groups.set(k, [...(groups.get(k) ?? []), item]);
  }
  return groups;
}

const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
