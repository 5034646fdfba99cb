/**
 * The tube follows an admin's branding change at once for everyone signed in (issue 11): the realtime
 * REFETCH_TUBE push (and a reconnect, and the window regaining focus, for a push missed while the socket
 * was down) refetches the organization and tube lookups the tenant startup brands the page from.
 */
import { useEffect } from 'react';
import { mutate } from 'swr';
import { api } from '#shared/api';
import { REFETCH_TUBE } from '#shared/domain/realtime';
import { apiKey } from './use-api';
import { useRealtime } from './use-realtime';
import { useSession } from './session';

const prefixes = [api.getTube, api.getOrganization].map((e) => apiKey(e, {}).split(':')[0] + ':');

/** Refetches every loaded tube and organization lookup (the caller's own app after a save). */
export function refetchTenantBranding(): Promise<unknown> {
  return mutate((key) => typeof key === 'string' && prefixes.some((p) => key.startsWith(p)));
}

/** Keeps the signed-in user's page in the organization's current branding. */
export function useTubeFollower(): void {
  const signedIn = useSession().status === 'signedIn';
  useRealtime(signedIn, {
    onMessage: (message) => {
      if (message.type === REFETCH_TUBE) void refetchTenantBranding();
    },
    onReconnected: () => void refetchTenantBranding(),
  });
  useEffect(() => {
    if (!signedIn) return;
    const onFocus = () => void refetchTenantBranding();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [signedIn]);
}
