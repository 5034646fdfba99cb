/**
 * openWallet {orgId, walletId} (issue 16): the operator's staff open an organization's main wallet
 * (`main`) or one of its channels' (`channel-{channelId}`, named after the channel), with no credits and
 * no overdraft. Opening an open wallet is a 409; a channel the organization does not have, a 404.
 */
import { MAIN_WALLET_ID, WALLET_MESSAGES } from '#shared/domain/wallet.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { conflict, notFound } from '../../core/http/errors.js';
import { walletManagerOrg } from '../../core/access/wallets.js';
import { channelData } from '../../core/data/channel-data.js';
import { walletData } from '../../core/data/wallet-data.js';
import { toWalletView } from '../../core/domain/wallets.js';
import type { Payload } from './common.js';

export async function openWallet(tenant: TenantContext, payload: Payload<'openWallet'>) {
  const orgId = await walletManagerOrg(tenant, payload.orgId);
  const wallets = walletData(orgId);
  let opening: Parameters<typeof wallets.open>[0];
  if (payload.walletId === MAIN_WALLET_ID) {
    opening = { walletId: MAIN_WALLET_ID, name: 'Main wallet', kind: 'main' };
  } else {
    const channelId = payload.walletId.slice('channel-'.length);
    const channel = await channelData(orgId).channel(channelId);
    if (!channel) throw notFound(WALLET_MESSAGES.channelNotFound);
    opening = { walletId: payload.walletId, name: channel.name, kind: 'channel', channelId };
  }
  if (!(await wallets.open(opening))) throw conflict(WALLET_MESSAGES.walletOpen);
  const wallet = await wallets.wallet(payload.walletId);
  return { wallet: toWalletView(wallet!), entry: null };
}
