/**
 * Wallet answers and movements as the endpoints give them (issue 16): the wallet without its internal
 * terms version, and a movement's outcome as the HTTP answer (a refusal as its 4xx).
 */
import type { Wallet } from '#shared/api/endpoints/wallets.js';
import { WALLET_MESSAGES } from '#shared/domain/wallet.js';
import type { MovementOutcome, StoredWallet } from '../data/wallet-data.js';
import { conflict, HttpError, notFound } from '../http/errors.js';

export function toWalletView(wallet: StoredWallet): Wallet {
  const { termsVersion: _internal, ...view } = wallet;
  return view;
}

/** The entry of a movement that landed (now or before); a refusal as 404 (no wallet) or 402/409. */
export function movementEntry(outcome: MovementOutcome) {
  if (outcome.outcome !== 'refused') return outcome.entry;
  if (outcome.reason === 'noWallet') throw notFound(WALLET_MESSAGES.noWallet);
  if (outcome.reason === 'expired') throw conflict(WALLET_MESSAGES.expired);
  throw new HttpError(402, WALLET_MESSAGES.insufficient);
}
