/** Platform-wide settings: the only items outside every tenant's partitions (access pattern 15). */
import { getEntities } from './entities/index.js';

export async function platformStatus() {
  const { data } = await getEntities().platformStatus.get({}).go();
  return { maintenance: data?.maintenance ?? false, updatedAt: data?.updatedAt ?? null };
}

export async function setMaintenance(enabled: boolean, updatedBy: string) {
  const { data } = await getEntities().platformStatus.upsert({ maintenance: enabled, updatedBy }).go({
    response: 'all_new',
  });
  return { maintenance: data.maintenance ?? enabled, updatedAt: data.updatedAt ?? null };
}
