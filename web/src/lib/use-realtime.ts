/**
 * The signed-in user's realtime connection (web/src/lib/realtime.ts) for as long as `active`: opened
 * with /config.json's webSocketUrl (without one there is no realtime; pages keep their polls) for the
 * user's own organization (also while switched), closed on unmount. `onReconnected` runs after a
 * reconnect, for anything pushed while the socket was down. The latest handlers are used without
 * reconnecting when they change.
 */
import { useEffect, useRef } from 'react';
import { currentToken } from './api-client';
import { loadConfig } from './config';
import { connectRealtime, type RealtimeMessage } from './realtime';
import { useSession } from './session';

export interface RealtimeHandlers {
  onMessage: (message: RealtimeMessage) => void;
  onReconnected: () => void;
}

export function useRealtime(active: boolean, handlers: RealtimeHandlers): void {
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const ownOrgId = session.initData ? (session.initData.originalOrgId ?? session.initData.orgId) : undefined;
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!active || !signedIn) return;
    let cancelled = false;
    let close: (() => void) | undefined;
    void loadConfig().then(
      (config) => {
        if (cancelled || !config.webSocketUrl) return;
        const connection = connectRealtime({
          url: config.webSocketUrl,
          getToken: async () => (await currentToken()) ?? null,
          ...(ownOrgId ? { orgId: ownOrgId } : {}),
          onMessage: (message) => latest.current.onMessage(message),
          onOpen: ({ reconnected }) => {
            if (reconnected) latest.current.onReconnected();
          },
          events: window,
        });
        close = () => connection.close();
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
      close?.();
    };
  }, [active, signedIn, ownOrgId]);
}
