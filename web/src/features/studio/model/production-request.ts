/**
 * The studio's "Ask the production team" form (issue 13; spec 2 §4 adjust video variants, playlist
 * structure building): its choices as one list, and the request they make. Pure.
 */
import type { VideoServiceRequestInput } from '#shared/api/endpoints/production-orders';
import { ADJUSTMENT_KINDS, type AdjustmentKind } from '#shared/domain/production-order';

/** A choice of the form: an adjustment of one kind, or the playlist structure. */
export type ProductionRequestChoice = `adjustment:${AdjustmentKind}` | 'playlistStructure';

export const PRODUCTION_REQUEST_CHOICES: readonly ProductionRequestChoice[] = [
  ...ADJUSTMENT_KINDS.map((kind) => `adjustment:${kind}` as const),
  'playlistStructure',
];

/** The dictionary key of a choice's label. */
export const choiceLabelKey = (choice: ProductionRequestChoice) =>
  `production-request-${choice.replace(':', '-')}`;

/** The request a choice and a note make (the server checks the rest: draft, ready, already open). */
export function productionRequestFor(
  videoId: string,
  choice: ProductionRequestChoice,
  comment: string,
): VideoServiceRequestInput {
  if (choice === 'playlistStructure') return { videoId, service: 'playlistStructure', comment };
  const kind = choice.slice('adjustment:'.length) as AdjustmentKind;
  return { videoId, service: 'adjustment', adjustment: kind, comment };
}

/** The choice a video's status makes sensible first: a draft is adjusted, a finished one structured. */
export function defaultRequestChoice(status: string): ProductionRequestChoice {
  return status === 'readyToPublish' || status === 'published' ? 'playlistStructure' : 'adjustment:general';
}
