import { useEffect } from 'react';
import { useSession } from '../../../lib/session';
import { storage } from '../../../lib/storage';
import { COLLABORATION_WORKSPACE_KEY, workspaceSync } from '../model/workspace';

/**
 * Keeps the remembered collaboration workspace in line with the server (spec 1 §4) and reloads when
 * they differed. Only reloads when the storage really changed, so a browser without storage never loops.
 */
export function useWorkspaceSync(): void {
  const initData = useSession().initData;
  const orgId = initData?.orgId;
  const originalOrgId = initData?.originalOrgId ?? null;
  useEffect(() => {
    if (!orgId) return;
    const stored = storage.get(COLLABORATION_WORKSPACE_KEY);
    const sync = workspaceSync(stored, { orgId, originalOrgId });
    if (sync.kind === 'none') return;
    if (sync.kind === 'store') storage.set(COLLABORATION_WORKSPACE_KEY, sync.orgId);
    else storage.remove(COLLABORATION_WORKSPACE_KEY);
    if (storage.get(COLLABORATION_WORKSPACE_KEY) !== stored) window.location.reload();
  }, [orgId, originalOrgId]);
}
