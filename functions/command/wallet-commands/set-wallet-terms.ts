/**
 * setWalletTerms {orgId, walletId, overdraftLimit, minimumCharge, additionalCharge, expiresAt,
 * unitOfMeasure} (issue 16): the operator's staff set what the wallet's debits cost and how far they may
 * go; debits priced under the old terms are priced again (docs/decisions.md "Wallets and the ledger").
 */
import { WALLET_MESSAGES } from '#shared/domain/wallet.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { notFound } from '../../core/http/errors.js';
import { walletManagerOrg } from '../../core/access/wallets.js';
import { walletData } from '../../core/data/wallet-data.js';
import { toWalletView } from '../../core/domain/wallets.js';
import type { Payload } from './common.js';

export async function setWalletTerms(tenant: TenantContext, payload: Payload<'setWalletTerms'>) {
  const { orgId: requested, walletId, ...terms } = payload;
  const orgId = await walletManagerOrg(tenant, requested);
  const wallets = walletData(orgId);
  if (!(await wallets.setTerms(walletId, terms))) throw notFound(WALLET_MESSAGES.noWallet);
  const wallet = await wallets.wallet(walletId);
  return { wallet: toWalletView(wallet!), entry: null };
}
