/**
 * The answer to an assisted search (spec 1 §4 "Assisted search"; issue 13 "the task created by the
 * sparkles button is answered (search over titles, descriptions and subtitles, with the best moments, in
 * the task chat)"): the player link of a moment and the chat message that lists the best videos. Shared by
 * the server, which writes the message, and the web pane, which turns its links into links. Pure:
 * assisted-search.test.ts.
 */
import { formatDuration } from './format.js';

/** The assistant's name on its chat messages (its author id is ASSISTANT_USER_ID, no user has it). */
export const ASSISTANT_NAME = 'Tubes assistant';
export const ASSISTANT_USER_ID = 'tubes-assistant';
/** At most this many videos, and moments per video, in an answer. */
export const ANSWER_MAX_VIDEOS = 3;
export const ANSWER_MAX_MOMENTS = 2;

export interface AnswerHit {
  humanId: string;
  name: string;
  moments: { startSeconds: number; snippet: string }[];
}

/** /video/{humanId}, starting at the moment when it is not the beginning. */
export function playerHref(humanId: string, moment: { startSeconds: number }): string {
  const seconds = Math.floor(moment.startSeconds);
  return `/video/${encodeURIComponent(humanId)}${seconds > 0 ? `?t=${seconds}` : ''}`;
}

/**
 * The chat message: the best videos, each with its best moments as h:mm:ss, a snippet and the player link
 * (on a line of its own, so the pane can make it a link); without a hit, that a person will answer.
 */
export function assistedSearchAnswer(question: string, hits: readonly AnswerHit[]): string {
  const shown = hits.slice(0, ANSWER_MAX_VIDEOS);
  if (shown.length === 0) {
    return `I found no video that answers “${question}”. Your question stays open here for a colleague to answer.`;
  }
  const lines = [`The best moments for “${question}”:`];
  shown.forEach((hit, index) => {
    lines.push('', `${index + 1}. ${hit.name}`);
    const moments = hit.moments.slice(0, ANSWER_MAX_MOMENTS);
    for (const moment of moments.length > 0 ? moments : [{ startSeconds: 0, snippet: '' }]) {
      const at = formatDuration(moment.startSeconds);
      lines.push(`${at}${moment.snippet ? ` ${moment.snippet}` : ''}`, playerHref(hit.humanId, moment));
    }
  });
  lines.push('', 'Not what you were looking for? Write here and a colleague will answer.');
  return lines.join('\n');
}

export type MessagePart = { text: string } | { text: string; href: string };

/** A message's text with its app links (a /video/ path standing as its own word) marked as links. */
export function messageParts(text: string): MessagePart[] {
  return text
    .split(/((?<=^|\s)\/video\/[^\s]+)/u)
    .filter((part) => part !== '')
    .map((part) => (/^\/video\/[^\s]+$/u.test(part) ? { text: part, href: part } : { text: part }));
}
