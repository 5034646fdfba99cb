/**
 * topUpWallet {orgId, walletId, credits, requestId, description?} (issue 16): the operator's staff add
 * credits; the request id makes it land once, however often the request is sent (a double click, a retry).
 */
import type { TenantContext } from '../../core/http/tenant.js';
import { walletManagerOrg } from '../../core/access/wallets.js';
import { walletData } from '../../core/data/wallet-data.js';
import { movementEntry, toWalletView } from '../../core/domain/wallets.js';
import type { Payload } from './common.js';

export async function topUpWallet(tenant: TenantContext, payload: Payload<'topUpWallet'>) {
  const orgId = await walletManagerOrg(tenant, payload.orgId);
  const wallets = walletData(orgId);
  const entry = movementEntry(
    await wallets.topUp({
      walletId: payload.walletId,
      idempotencyKey: `top-up-${payload.requestId}`,
      credits: payload.credits,
      description: payload.description,
      userId: tenant.userId,
    }),
  );
  const wallet = await wallets.wallet(payload.walletId);
  return { wallet: toWalletView(wallet!), entry };
}
