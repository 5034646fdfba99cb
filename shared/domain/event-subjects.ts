/** What an event-log entry is about (the event-log pages of spec 2: a channel's, a video's…). */
export const EVENT_SUBJECT_TYPES = ['organization', 'user', 'channel', 'track', 'video', 'task'] as const;
export type EventSubject = (typeof EVENT_SUBJECT_TYPES)[number];
