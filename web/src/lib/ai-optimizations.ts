/**
 * Spec 1 §4: "A push message OPEN_AI_OPTIMIZATION_COMPLETED stores its result by videoId and type."
 * A small client store (outside React, like the notices) that the video editing pages read.
 */
import { useSyncExternalStore } from 'react';

export interface AiOptimizationResult {
  videoId: string;
  type: string;
  result: unknown;
  receivedAt: number;
}

let results = new Map<string, AiOptimizationResult>();
const listeners = new Set<() => void>();

const keyOf = (videoId: string, type: string) => `${videoId}\u0000${type}`;

/** Stores a push payload `{ videoId, type, … }`; false when it names no video or type. */
export function storeAiOptimization(payload: unknown, now = Date.now()): boolean {
  const p = payload as { videoId?: unknown; type?: unknown; result?: unknown } | null;
  if (!p || typeof p.videoId !== 'string' || typeof p.type !== 'string' || !p.videoId || !p.type)
    return false;
  results = new Map(results);
  results.set(keyOf(p.videoId, p.type), {
    videoId: p.videoId,
    type: p.type,
    result: 'result' in p ? p.result : payload,
    receivedAt: now,
  });
  for (const listener of listeners) listener();
  return true;
}

export function aiOptimizationResult(videoId: string, type: string): AiOptimizationResult | undefined {
  return results.get(keyOf(videoId, type));
}

export function subscribeAiOptimizations(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function clearAiOptimizations(): void {
  results = new Map();
  for (const listener of listeners) listener();
}

export function useAiOptimizationResult(videoId: string, type: string): AiOptimizationResult | undefined {
  return useSyncExternalStore(subscribeAiOptimizations, () => aiOptimizationResult(videoId, type));
}
