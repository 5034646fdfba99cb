/**
 * /support/chat (spec 1 §2 and spec 2 §2 routes; spec 2 §1 "support chat"): the caller's support
 * conversations are their tasks of the support family (support requests and assisted searches, spec 2 §4
 * subtype catalogue), each with its task chat. Pure.
 */
import { TASK_SUBTYPE_FAMILIES } from '#shared/domain/task-subtypes';

const SUPPORT_SUBTYPES: readonly string[] = TASK_SUBTYPE_FAMILIES.support;

interface ConversationTask {
  taskId: string;
  subtype: string;
  updatedAt: string;
}

/** The support-family tasks, the most recently updated first. */
export function supportConversations<T extends ConversationTask>(tasks: readonly T[]): T[] {
  return tasks
    .filter((task) => SUPPORT_SUBTYPES.includes(task.subtype))
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.taskId.localeCompare(b.taskId));
}

/**
 * The conversation the page shows: the one named in the address when the caller has it, else the most
 * recent one (the page opens on it), else none.
 */
export function openConversation(
  conversations: readonly ConversationTask[],
  selected: string | null,
): { taskId: string | null; fromAddress: boolean } {
  if (selected && conversations.some((c) => c.taskId === selected))
    return { taskId: selected, fromAddress: true };
  return { taskId: conversations[0]?.taskId ?? null, fromAddress: false };
}
