import * as api from '#shared/api/endpoints/wallets.js';
import { WALLET_LATEST_TRANSACTIONS, WALLET_MESSAGES } from '#shared/domain/wallet.js';
import { httpHandler } from '../core/http/pipeline.js';
import { notFound } from '../core/http/errors.js';
import { walletReaderOrg } from '../core/access/wallets.js';
import { walletData } from '../core/data/wallet-data.js';
import { toWalletView } from '../core/domain/wallets.js';

/**
 * GET /query/wallets/{walletId} (issue 16): a wallet and its latest 10 transactions (spec 2 §9), for
 * the operator's staff and the organization's master admins. A wallet not opened yet: 404.
 */
export const handler = httpHandler(api.getWallet, async ({ tenant, params, query }) => {
  const orgId = await walletReaderOrg(tenant, query.orgId);
  const wallets = walletData(orgId);
  const [wallet, latest] = await Promise.all([
    wallets.wallet(params.walletId),
    wallets.latest(params.walletId, WALLET_LATEST_TRANSACTIONS),
  ]);
  if (!wallet) throw notFound(WALLET_MESSAGES.noWallet);
  return { wallet: toWalletView(wallet), latest };
});
