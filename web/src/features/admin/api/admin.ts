/** The admin pages' calls (shared contract). */
import { api } from '#shared/api';
import { useApi } from '../../../lib/use-api';

/** The channels an organization admin manages, archived ones too, with counts (null tubeId: not allowed, no call). */
export function useManagedChannels(tubeId: string | null) {
  return useApi(
    api.listChannels,
    tubeId === null
      ? null
      : { query: { action: 'manage', fetchAdditionalInfo: 'true', includeArchived: 'true', tubeId } },
  );
}
