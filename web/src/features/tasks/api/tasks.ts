import { api } from '../../../../../shared/api';
import { useApi } from '../../../lib/use-api';

/** The caller's own tasks (GET /listMyTasks). */
export function useMyTasks() {
  return useApi(api.listMyTasks, {});
}

/** Every organization's tasks and the ticket system's tickets (provider staff). */
export function useOperationalTasks() {
  return useApi(api.listOperationalTasks, {});
}
