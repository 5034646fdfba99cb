/**
 * The assistant's answer to an assisted search (issue 13; spec 1 §4): the question searched over the
 * organization's titles, descriptions and subtitles (the /results index), the best videos the requester
 * may watch with their best moments, written into the task's chat as the assistant and delivered like any
 * message (unread count, push, notification). Where the tasks-chat feature is off there is no chat to
 * answer in; a failure is logged and never undoes the task (a colleague answers it then).
 */
import {
  ANSWER_MAX_MOMENTS,
  ANSWER_MAX_VIDEOS,
  ASSISTANT_NAME,
  ASSISTANT_USER_ID,
  assistedSearchAnswer,
  type AnswerHit,
} from '#shared/domain/assisted-search.js';
import { viewableVideo } from '../access/videos.js';
import { taskChatData } from '../data/task-chat-data.js';
import type { Task } from '../data/task-data.js';
import type { TenantContext } from '../http/tenant.js';
import { logger } from '../http/logger.js';
import { searchIndex, videosByBestMatch } from './search.js';
import { taskChatEnabled } from './task-chat.js';
import { deliverChatMessage } from './task-chat-delivery.js';

/** The best videos for the question that the requester may watch, best first. */
async function answerHits(tenant: TenantContext, question: string): Promise<AnswerHit[]> {
  const ranked = videosByBestMatch(await searchIndex(tenant.activeOrgId).search(question));
  const hits: AnswerHit[] = [];
  // Best first until enough watchable ones are found (a draft or another channel's private video is skipped).
  for (const [videoId, matches] of ranked) {
    if (hits.length === ANSWER_MAX_VIDEOS) break;
    const video = await viewableVideo(tenant, videoId).catch(() => null);
    if (!video) continue;
    const moments = [...matches]
      .sort((a, b) => Number(b.field === 'subtitle') - Number(a.field === 'subtitle'))
      .slice(0, ANSWER_MAX_MOMENTS)
      .map((m) => ({ startSeconds: m.startSeconds, snippet: m.field === 'name' ? '' : m.snippet }));
    hits.push({ humanId: video.humanId, name: video.name, moments });
  }
  return hits;
}

export async function answerAssistedSearch(tenant: TenantContext, task: Task): Promise<void> {
  try {
    if (!(await taskChatEnabled(task))) return;
    const text = assistedSearchAnswer(task.taskTitle, await answerHits(tenant, task.taskTitle));
    const message = await taskChatData(task.orgId).addMessage(
      task.taskId,
      { userId: ASSISTANT_USER_ID, orgId: task.orgId, email: '', name: ASSISTANT_NAME },
      text,
    );
    await deliverChatMessage(task, message, ASSISTANT_NAME);
  } catch (error) {
    logger.warn('assisted search answer failed', { taskId: task.taskId, error: (error as Error).message });
  }
}
