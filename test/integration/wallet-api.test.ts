/**
 * The wallet endpoints through the local gateway (issue 16; spec 2 §6 "Service consumption needs admin
 * plus an operator-organization user, or a master admin"; §9 "Wallet details show the latest 10
 * transactions"): the operator's staff open, top up and set the terms of any organization's wallets; a
 * repeated top-up request credits once; forged amounts are 400s; master admins read their own
 * organization's wallets and no other; members and customer admins never manage them.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { WALLET_MESSAGES } from '../../shared/domain/wallet.js';
import { call, contract, send, signIn, walletCommand } from './helpers/index.js';

const PASSWORD = 'Passw0rd!';
const CHANNEL = 'ch-acme-sales-enablement';
const channelWallet = `channel-${CHANNEL}`;

let staff = '';
let acmeAdmin = '';
let acmeMember = '';
let globexAdmin = '';

const topUp = (credits: unknown, requestId = randomUUID(), walletId = channelWallet) =>
  send(contract.walletCommand, {
    token: staff,
    body: { type: 'topUpWallet', payload: { orgId: 'acme', walletId, credits, requestId } },
  });

beforeAll(async () => {
  staff = (await signIn('staff@tubes.dev', PASSWORD, 'studio')).idToken;
  acmeAdmin = (await signIn('admin@acme.test', PASSWORD, 'acme')).idToken;
  acmeMember = (await signIn('member@acme.test', PASSWORD, 'acme')).idToken;
  globexAdmin = (await signIn('admin@globex.test', PASSWORD, 'globex')).idToken;
  // The channel's wallet is this file's own (opened here; a second run finds it open).
  const opened = await walletCommand(staff, 'openWallet', { orgId: 'acme', walletId: channelWallet });
  expect([200, 409]).toContain(opened.status);
});

describe("the operator's staff manage any organization's wallets", () => {
  it('open a channel wallet named after its channel; opening it again is a 409', async () => {
    const again = await walletCommand(staff, 'openWallet', { orgId: 'acme', walletId: channelWallet });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(WALLET_MESSAGES.walletOpen);
    const read = await call(contract.getWallet, {
      token: staff,
      params: { walletId: channelWallet },
      query: { orgId: 'acme' },
    });
    expect(read.status).toBe(200);
    expect(read.body.wallet).toMatchObject({ kind: 'channel', channelId: CHANNEL, name: 'Sales Enablement' });
  });

  it('a channel the organization does not have, or no such organization: 404', async () => {
    const noChannel = await walletCommand(staff, 'openWallet', {
      orgId: 'acme',
      walletId: 'channel-ch-nope',
    });
    expect(noChannel.status).toBe(404);
    expect(noChannel.body.message).toBe(WALLET_MESSAGES.channelNotFound);
    const noOrg = await walletCommand(staff, 'openWallet', { orgId: 'no-such-org', walletId: 'main' });
    expect(noOrg.status).toBe(404);
  });

  it('a top-up request sent twice credits once', async () => {
    const before = (
      await call(contract.getWallet, {
        token: staff,
        params: { walletId: channelWallet },
        query: { orgId: 'acme' },
      })
    ).body.wallet.balance;
    const requestId = randomUUID();
    const [first, second] = await Promise.all([topUp(12.5, requestId), topUp(12.5, requestId)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.entry?.entryId).toBe(second.body.entry?.entryId);
    const after = await call(contract.getWallet, {
      token: staff,
      params: { walletId: channelWallet },
      query: { orgId: 'acme' },
    });
    expect(after.body.wallet.balance).toBe(before + 12.5);
    expect(after.body.latest[0]).toMatchObject({ service: 'top-up', amount: 12.5 });
  });

  it('forged amounts and wallets are 400s, and nothing is credited', async () => {
    const read = () =>
      call(contract.getWallet, {
        token: staff,
        params: { walletId: channelWallet },
        query: { orgId: 'acme' },
      });
    const before = (await read()).body.wallet.balance;
    for (const credits of [-5, 0, 1_000_001, '100', null, Number.NaN])
      expect((await topUp(credits)).status, String(credits)).toBe(400);
    expect((await topUp(5, randomUUID(), 'channel-../main')).status).toBe(400);
    expect((await topUp(5, randomUUID(), 'savings')).status).toBe(400);
    expect((await read()).body.wallet.balance).toBe(before);
  });

  it('set the terms; the latest transactions are the 10 newest, the ledger pages through all', async () => {
    const terms = await walletCommand(staff, 'setWalletTerms', {
      orgId: 'acme',
      walletId: channelWallet,
      overdraftLimit: 50,
      minimumCharge: 0.5,
      additionalCharge: 20,
      expiresAt: '2030-01-01T00:00:00.000Z',
      unitOfMeasure: 'minutes',
    });
    expect(terms.status).toBe(200);
    expect(terms.body.wallet).toMatchObject({
      overdraftLimit: 50,
      additionalCharge: 20,
      unitOfMeasure: 'minutes',
    });
    expect(terms.body.wallet).not.toHaveProperty('termsVersion');
    for (let i = 0; i < 11; i++) expect((await topUp(1)).status).toBe(200);
    const read = await call(contract.getWallet, {
      token: staff,
      params: { walletId: channelWallet },
      query: { orgId: 'acme' },
    });
    expect(read.body.latest).toHaveLength(10);
    const ats = read.body.latest.map((e) => e.at);
    expect([...ats].sort().reverse()).toEqual(ats);
    const page = await call(contract.listWalletEntries, {
      token: staff,
      params: { walletId: channelWallet },
      query: { orgId: 'acme', limit: 5 },
    });
    expect(page.body.items).toHaveLength(5);
    expect(page.body.cursor).not.toBeNull();
    const next = await call(contract.listWalletEntries, {
      token: staff,
      params: { walletId: channelWallet },
      query: { orgId: 'acme', limit: 5, cursor: page.body.cursor! },
    });
    expect(next.body.items[0]!.at <= page.body.items[4]!.at).toBe(true);
  });
});

describe('who reads and who manages', () => {
  it("a master admin reads their own organization's wallets, never another's", async () => {
    const own = await call(contract.getWallet, { token: acmeAdmin, params: { walletId: channelWallet } });
    expect(own.status).toBe(200);
    const other = await call(contract.getWallet, {
      token: globexAdmin,
      params: { walletId: channelWallet },
      query: { orgId: 'acme' },
    });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(WALLET_MESSAGES.notAllowed);
    // globex's own: no such wallet there.
    expect(
      (await call(contract.getWallet, { token: globexAdmin, params: { walletId: channelWallet } })).status,
    ).toBe(404);
  });

  it('a member reads no wallet; a customer admin manages none', async () => {
    expect(
      (await call(contract.getWallet, { token: acmeMember, params: { walletId: channelWallet } })).status,
    ).toBe(403);
    const byAdmin = await send(contract.walletCommand, {
      token: acmeAdmin,
      body: {
        type: 'topUpWallet',
        payload: { orgId: 'acme', walletId: channelWallet, credits: 1000, requestId: randomUUID() },
      },
    });
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.message).toBe(WALLET_MESSAGES.staffOnly);
  });
});
