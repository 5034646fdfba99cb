/**
 * Tasks of this area (support and assisted-search tasks), bound to one organization, plus the provider
 * staff's cross-organization reads (organization list, operational tasks).
 */
import { randomUUID } from 'node:crypto';
import type { TaskKind, TaskStatus } from '#shared/domain/task-statuses.js';
import { getEntities } from './entities/index.js';

export interface NewTask {
  kind: TaskKind;
  taskTitle: string;
  comment?: string;
  ticketReferenceUrl?: string;
  ticketId?: string;
  channelId?: string;
  assigneeEmail?: string;
  ownerId: string;
  createdBy: string;
  createdByEmail: string;
  createdByName: string;
  createdByOrgId: string;
  status?: TaskStatus;
}

export function taskData(orgId: string) {
  if (!orgId) throw new Error('taskData needs an organization id');
  const e = getEntities();
  return {
    orgId,
    async createTask(input: NewTask): Promise<{ taskId: string; createdAt: string }> {
      const taskId = randomUUID();
      const createdAt = new Date().toISOString();
      await e.task.create({ orgId, taskId, createdAt, status: input.status ?? 'notStarted', ...input }).go();
      return { taskId, createdAt };
    },
    async task(taskId: string) {
      return (await e.task.get({ orgId, taskId }).go()).data;
    },
    /** A user's tasks, newest first. */
    async tasksOfOwner(ownerId: string, limit = 100) {
      return (await e.task.query.byOwner({ orgId, ownerId }).go({ order: 'desc', limit })).data;
    },
    /** The organization's tasks, newest first. */
    async tasksOfOrganization(limit = 100) {
      return (await e.task.query.byOrg({ orgId }).go({ order: 'desc', limit })).data;
    },
  };
}
