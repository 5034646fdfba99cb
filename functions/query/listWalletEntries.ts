import * as api from '#shared/api/endpoints/wallets.js';
import { WALLET_MESSAGES } from '#shared/domain/wallet.js';
import { httpHandler } from '../core/http/pipeline.js';
import { notFound } from '../core/http/errors.js';
import { walletReaderOrg } from '../core/access/wallets.js';
import { walletData } from '../core/data/wallet-data.js';

/** GET /query/wallets/{walletId}/entries (issue 16): the whole ledger, newest first, a page at a time. */
export const handler = httpHandler(api.listWalletEntries, async ({ tenant, params, query }) => {
  const orgId = await walletReaderOrg(tenant, query.orgId);
  const wallets = walletData(orgId);
  if (!(await wallets.wallet(params.walletId))) throw notFound(WALLET_MESSAGES.noWallet);
  return wallets.entries(params.walletId, { limit: query.limit, cursor: query.cursor });
});
