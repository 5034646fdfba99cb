/** The wallets' calls (shared contract, issue 16). */
import { api, type BodyOf, type QueryOf, type ResponseOf, type WalletEntry } from '#shared/api';
import { useSWRConfig } from 'swr';
import { request } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

/** A wallet with its latest 10 transactions; `orgId` only for the operator's staff (another organization's). */
export function useWallet(walletId: string, orgId: string | null) {
  return useApi(api.getWallet, { params: { walletId }, query: orgId ? { orgId } : {} });
}

/** The network's organizations, for the staff's choice (null: not staff, no call). */
export function useNetworkOrganizations(enabled: boolean) {
  return useApi(api.listAllOrgs, enabled ? {} : null);
}

/** Every entry of a wallet's ledger, page after page, newest first (the CSV export). */
export async function allWalletEntries(walletId: string, orgId: string | null) {
  const items: WalletEntry[] = [];
  let cursor: string | null = null;
  do {
    const query: QueryOf<typeof api.listWalletEntries> = {
      ...(orgId ? { orgId } : {}),
      limit: 500,
      ...(cursor ? { cursor } : {}),
    };
    const page: ResponseOf<typeof api.listWalletEntries> = await request(api.listWalletEntries, {
      params: { walletId },
      query,
    });
    items.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return items;
}

export function walletCommand(body: BodyOf<typeof api.walletCommand>) {
  return request(api.walletCommand, { body });
}

/** Reads every shown wallet again (a top-up or new terms change what it shows). */
export function useRefreshWallets() {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => typeof key === 'string' && key.startsWith(`${api.getWallet.id}:`));
}
