import * as api from '#shared/api/endpoints/tasks.js';
import { commandHandler } from '../core/http/command.js';
import { cancel } from './task-commands/cancel.js';
import { close } from './task-commands/close.js';
import { comment } from './task-commands/comment.js';
import { complete } from './task-commands/complete.js';
import { reassign } from './task-commands/reassign.js';
import { reject } from './task-commands/reject.js';
import { resetAssignee } from './task-commands/reset-assignee.js';
import { take } from './task-commands/take.js';

/**
 * POST /command/taskCommand (spec 2 §7 "type, payload (task comment) | id"): one function per type; each
 * action goes through the transition table (shared/domain/task-workflow.ts) in task-commands/act.ts.
 */
export const handler = commandHandler(api.taskCommand, {
  take,
  complete,
  reject,
  reassign,
  resetAssignee,
  cancel,
  close,
  comment,
});
