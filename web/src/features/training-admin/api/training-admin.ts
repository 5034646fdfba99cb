/** The training admin sections' calls (shared contract): the one read, the commands, the user search. */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api, type TrainingCommandInput } from '#shared/api';
import { request } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

/** The five lists (null: not allowed, no call). */
export function useTrainingAdmin(allowed: boolean) {
  return useApi(api.getTrainingAdmin, allowed ? {} : null);
}

/** Runs a training command, then reads the lists again (a change shows in several of them). */
export function useTrainingCommand() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (command: TrainingCommandInput) => {
      const result = await request(api.trainingCommand, { body: command });
      await mutate((key) => typeof key === 'string' && key.startsWith(`${api.getTrainingAdmin.id}:`));
      return result;
    },
    [mutate],
  );
}

/** Users of the organization matching a name or e-mail (the admin's user list; empty search: none). */
export function useUserSearch(search: string) {
  const q = search.trim();
  return useApi(
    api.listUsers,
    q ? { query: { search: q, status: 'active', sort: 'name', pageSize: 10 } } : null,
  );
}

/** The "Create training" runs, newest first; read again every 2 s while one of them is still running. */
export function useTrainingGenerations(allowed: boolean) {
  return useApi(api.listTrainingGenerations, allowed ? {} : null, {
    refreshInterval: (data) => (data?.generations.some((g) => g.status === 'running') ? 2000 : 0),
  });
}

/** Channels a training's videos may come from (the channel filter). */
export function useReadableChannels(allowed: boolean) {
  return useApi(api.listChannels, allowed ? { query: { action: 'read' } } : null);
}
