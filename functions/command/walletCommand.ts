import * as api from '#shared/api/endpoints/wallets.js';
import { commandHandler } from '../core/http/command.js';
import { openWallet } from './wallet-commands/open-wallet.js';
import { setWalletTerms } from './wallet-commands/set-wallet-terms.js';
import { topUpWallet } from './wallet-commands/top-up-wallet.js';

/**
 * POST /command/walletCommand (issue 16): one function per command type (shared/api/endpoints/wallets.ts);
 * each checks first that the caller is the operator's staff (core/access/wallets.ts).
 */
export const handler = commandHandler(api.walletCommand, { openWallet, topUpWallet, setWalletTerms });
