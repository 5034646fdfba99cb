/**
 * The video-translation machine's human steps (`.waitForTaskToken`): the step's task carrying the token,
 * and the translation's status saying what it waits for. A translator's task (where no machine translator
 * exists) and the review are offered to the organization (status requested, nobody assigned: an admin
 * assigns them from /admin/tasks); the approval is the requester's own (assigned, in progress, notified).
 * A retried step finds its task by id and hands it the new token.
 */
import { notifyTaskAssignment } from '../../core/domain/task-assignment.js';
import { OPEN_TASK_STATUSES } from '#shared/domain/task-statuses.js';
import {
  STEP_STATUS,
  TRANSLATION_STEP_SUBTYPES,
  TRANSLATION_WORKFLOW,
  type TranslationStep,
} from '#shared/domain/video-translation.js';
import { isConditionalFailure } from '../../core/data/errors.js';
import { taskData } from '../../core/data/task-data.js';
import { translationData } from '../../core/data/translation-data.js';
import { videoData } from '../../core/data/video-data.js';
import { translationTaskId, TranslationStepError, type TranslationInput } from './translation.js';

interface RequestStepEvent {
  translation: TranslationInput;
  step: TranslationStep;
  taskToken: string;
}

/** "German", "European Spanish": task titles are written in English, as the other workflows' are. */
function languageInEnglish(language: string): string {
  try {
    return new Intl.DisplayNames('en', { type: 'language' }).of(language.replace(/-wls$/, '')) ?? language;
  } catch {
    return language;
  }
}

function stepTexts(
  step: TranslationStep,
  name: string,
  language: string,
): { title: string; comment: string } {
  const into = languageInEnglish(language);
  switch (step) {
    case 'translate':
      return {
        title: `Translate “${name}” into ${into}`,
        comment:
          'No machine translator exists for this language: translate the title, the chapters, the effects and the links in the video editor (its language menu), then complete this task.',
      };
    case 'approve':
      return {
        title: `Approve the ${into} translation of “${name}”`,
        comment:
          'Check the translation in the video editor (its language menu), then approve it or reject it saying what must change.',
      };
    case 'review':
      return {
        title: `Review the ${into} translation of “${name}”`,
        comment: 'Review the approved translation before it can be published.',
      };
  }
}

export async function handler(event: RequestStepEvent): Promise<{ taskId: string }> {
  const { translation, step, taskToken } = event;
  if (!taskToken) throw new Error('no task token in the payload');
  const { orgId } = translation;
  const tasks = taskData(orgId);
  const taskId = translationTaskId(translation.translationId, step);
  const video = await videoData(orgId).video(translation.videoId);
  const { title, comment } = stepTexts(step, video?.name ?? translation.videoId, translation.language);
  const requesters = step === 'approve';
  try {
    await tasks.createTask({
      taskId,
      subtype: TRANSLATION_STEP_SUBTYPES[step],
      status: requesters ? 'inProgress' : 'requested',
      taskTitle: title,
      comment,
      channelId: translation.channelId,
      videoId: translation.videoId,
      videoVersion: translation.version,
      ...(requesters
        ? { assignee: { userId: translation.requester.userId, email: translation.requester.email } }
        : {}),
      requester: { ...translation.requester, orgId },
      workflow: { name: TRANSLATION_WORKFLOW, taskToken, ref: translation.translationId },
    });
  } catch (error) {
    if (!isConditionalFailure(error)) throw new TranslationStepError((error as Error).message);
    // The step runs again: its task exists; it waits on the new token while still open.
    await tasks.renewToken(taskId, taskToken, OPEN_TASK_STATUSES);
  }
  await translationData(orgId).advance(translation.videoId, translation.language, translation.translationId, {
    status: STEP_STATUS[step],
    taskId,
  });
  if (requesters) {
    const task = await tasks.task(taskId);
    if (task) {
      await notifyTaskAssignment(task, [{ userId: translation.requester.userId, orgId }]);
    }
  }
  return { taskId };
}
