/**
 * The WebSocket protocol between the platform and the web app (design.md §7), shared by both ends.
 * Client → server: `{ "action": "keepAlive" }` every 60 s (the API's route selection is
 * `$request.body.action`). Server → client: `{ type, payload? }`.
 */

/** Spec 1 §9 "socket keep-alive 60 s". */
export const KEEP_ALIVE_INTERVAL_MS = 60_000;

/** The keep-alive route's key (route selection expression `$request.body.action`). */
export const KEEP_ALIVE_ACTION = 'keepAlive';

/** The local gateway's WebSocket path (the cloud API is its own host). */
export const LOCAL_WEBSOCKET_PATH = '/ws';

/** Message types the server pushes (spec 1 §4 "Notifications", design.md §7). */
export const REALTIME_MESSAGE_TYPES = [
  'REFETCH_NOTIFICATIONS',
  'OPEN_AI_OPTIMIZATION_COMPLETED',
  'TRANSCODING_STATUS',
  'REFETCH_TUBE',
  'RENDER_STATUS',
  'TASK_CHAT_MESSAGE',
] as const;
export type RealtimeMessageType = (typeof REALTIME_MESSAGE_TYPES)[number];

/**
 * TRANSCODING_STATUS (issue 4): a MediaConvert job of one video × version × language changed state;
 * the transcoding-status view refetches GET /transcodingStatus/{videoId} (its 7 s poll stays as fallback).
 */
export interface TranscodingStatusPayload {
  videoId: string;
  version: number;
  language: string;
  status: 'submitted' | 'progressing' | 'completed' | 'error';
  /** Percent complete when MediaConvert reported one (100 on completed). */
  progress?: number;
}

/**
 * RENDER_STATUS (issue 12): a render of one video × version × language moved on (progress, its end);
 * the studio's render panel shows it and refetches GET /renderJobs/{videoId}.
 */
export interface RenderStatusPayload {
  videoId: string;
  renderId: string;
  version: number;
  language: string;
  status: 'queued' | 'submitted' | 'progressing' | 'completed' | 'error' | 'timedOut';
  progress: number;
  error?: string;
}

/**
 * REFETCH_TUBE (issue 11): an admin changed the organization's branding or settings; every open app of
 * the organization refetches its tube and organization, so the new colour, logo and name show at once.
 */
export const REFETCH_TUBE = 'REFETCH_TUBE';

/**
 * TASK_CHAT_MESSAGE (issue 13): a participant wrote in a task's chat; pushed to the task's other
 * participants, whose open chat pane shows it at once and whose task list counts it as unread.
 */
export const TASK_CHAT_MESSAGE = 'TASK_CHAT_MESSAGE';

export interface TaskChatMessagePayload {
  /** The task's organization. */
  orgId: string;
  taskId: string;
  message: {
    messageId: string;
    taskId: string;
    authorEmail: string;
    authorName: string;
    text: string;
    createdAt: string;
  };
}

export interface RealtimeMessage {
  type: string;
  payload?: unknown;
}
