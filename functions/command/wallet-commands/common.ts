import type { WalletCommand } from '#shared/api/endpoints/wallets.js';

/** The payload of one wallet command type. */
export type Payload<T extends WalletCommand['type']> = Extract<WalletCommand, { type: T }>['payload'];
