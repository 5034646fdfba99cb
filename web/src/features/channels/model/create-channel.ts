/**
 * Personal channel creation (spec 2 §4 "confirm dialog, busy dialog, create, wait 3 s, go to the
 * channel home"; §9 "personal-channel creation wait 3 s").
 */
export const CREATE_CHANNEL_WAIT_MS = 3_000;

export type CreateStep = 'form' | 'confirm' | 'busy';

export function channelHomePath(channelId: string): string {
  return `/channel/${encodeURIComponent(channelId)}/home`;
}

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
