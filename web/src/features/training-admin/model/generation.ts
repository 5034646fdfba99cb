/**
 * The Create Training dialog's form and the Training Generation Results dialog's facts (issue 15; spec 2
 * §3 "Training generation result: tasks to be generated, training plan, total users assigned, total
 * unique videos, channel filter").
 */
import type { TrainingGeneration } from '#shared/api';
import { dayOf, isDueDay } from '#shared/domain/training-due';

export interface CreateTrainingForm {
  channelIds: string[];
  dueDate: string;
}

export const emptyCreateTraining: CreateTrainingForm = { channelIds: [], dueDate: '' };

export function createTrainingErrors(form: CreateTrainingForm, now: Date): { dueDate?: string } {
  if (!form.dueDate) return {};
  if (!isDueDay(form.dueDate)) return { dueDate: 'tracks-admin-assign-invalid-date' };
  return form.dueDate < dayOf(now) ? { dueDate: 'tracks-admin-assign-past-date' } : {};
}

export function createTrainingPayload(planId: string, form: CreateTrainingForm) {
  return {
    planId,
    channelIds: form.channelIds,
    ...(form.dueDate ? { dueDate: form.dueDate } : {}),
  };
}

/** The channel filter as names ('' when every channel: the dialog says "All channels"). */
export function channelFilterNames(
  generation: Pick<TrainingGeneration, 'channelIds'>,
  channels: readonly { id: string; name: string }[],
): string {
  return generation.channelIds.map((id) => channels.find((c) => c.id === id)?.name ?? id).join(', ');
}

/** The run the results dialog opens: the one named (the e-mail's link), else the plan's newest. */
export function generationToShow(
  generations: readonly TrainingGeneration[],
  wanted: { generationId?: string | null; planId?: string | null },
): TrainingGeneration | null {
  if (wanted.generationId) return generations.find((g) => g.generationId === wanted.generationId) ?? null;
  if (wanted.planId) return generations.find((g) => g.planId === wanted.planId) ?? null;
  return null;
}
