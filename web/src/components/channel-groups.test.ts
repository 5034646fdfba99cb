import { describe, expect, it } from 'vitest';
import { channelBadge, channelGroups, visibleChannels, type ChannelEntry } from './channel-groups';

function channel(id: string, extra: Partial<ChannelEntry> = {}): ChannelEntry {
  return {
    id,
    name: id,
    parent: null,
    channelIcon: '',
    type: 'company',
    shared: false,
    isPersonalChannel: false,
    orgId: 'acme',
    sourceOrgId: 'acme',
    isOwn: false,
    role: null,
    ...extra,
  };
}

// Like the demo data: 11 company channels (one shared out), 6 personal (3 own), 3 external.
const company = Array.from({ length: 11 }, (_, i) => channel(`c${i + 1}`, { shared: i === 2 }));
const personal = [
  channel('p-other-1', { type: 'personal', isPersonalChannel: true }),
  channel('p-own-1', { type: 'personal', isPersonalChannel: true, isOwn: true }),
  channel('p-other-2', { type: 'personal', isPersonalChannel: true }),
  channel('p-own-2', { type: 'personal', isPersonalChannel: true, isOwn: true }),
  channel('p-own-3', { type: 'personal', isPersonalChannel: true, isOwn: true }),
  channel('p-other-3', { type: 'personal', isPersonalChannel: true }),
  channel('p-shared', { type: 'personal', isPersonalChannel: true, shared: true, isOwn: true }),
];
const external = ['x1', 'x2', 'x3'].map((id) => channel(id, { shared: true, sourceOrgId: 'globex' }));
const all = [...company, ...personal, ...external];
const follows = {
  channels: [...company.slice(0, 10).map((c) => c.id), 'x1', 'p-own-1'],
  tracks: [],
  videos: [],
  alertsEnabledChannels: [],
};

describe('sidebar channel groups (spec 1 §2 Shell, §6, §9)', () => {
  const groups = channelGroups(all, follows);
  const byId = Object.fromEntries(groups.map((g) => [g.id, g]));

  it('lists subscriptions, company, external and personal channels in that order', () => {
    expect(groups.map((g) => g.id)).toEqual(['subscriptions', 'company', 'external', 'personal']);
  });

  it('"Subscriptions menu 7 channels" then show more: 12 followed → 7 shown', () => {
    const subscriptions = byId.subscriptions!;
    expect(subscriptions.channels).toHaveLength(12);
    expect(subscriptions.limit).toBe(7);
    const collapsed = visibleChannels(subscriptions, false);
    expect(collapsed.shown).toHaveLength(7);
    expect(collapsed.hasMore).toBe(true);
    expect(visibleChannels(subscriptions, true).shown).toHaveLength(12);
  });

  it('"personal and company channels 5" then show more', () => {
    expect(byId.company!.limit).toBe(5);
    expect(visibleChannels(byId.company!, false).shown).toHaveLength(5);
    expect(visibleChannels(byId.company!, false).hasMore).toBe(true);
    expect(byId.personal!.limit).toBe(5);
    expect(visibleChannels(byId.personal!, false).shown).toHaveLength(5);
  });

  it('no "show more" when a group fits', () => {
    expect(visibleChannels(byId.external!, false)).toEqual({
      shown: byId.external!.channels,
      hasMore: false,
    });
  });

  it("company channels are this organization's own, including those it shares out", () => {
    expect(byId.company!.channels.map((c) => c.id)).toEqual(company.map((c) => c.id));
  });

  it('external channels come from other organizations', () => {
    expect(byId.external!.channels.map((c) => c.id)).toEqual(['x1', 'x2', 'x3']);
  });

  it('"Personal channels are listed only if isPersonalChannel is true and not shared; the user\'s own are listed first"', () => {
    expect(byId.personal!.channels.map((c) => c.id)).toEqual([
      'p-own-1',
      'p-own-2',
      'p-own-3',
      'p-other-1',
      'p-other-2',
      'p-other-3',
    ]);
  });

  it('leaves empty groups out and works before follows load', () => {
    expect(channelGroups(company.slice(0, 2), undefined).map((g) => g.id)).toEqual(['company']);
    expect(channelGroups([], undefined)).toEqual([]);
  });

  it('badges: "external" from another organization, "shared" when shared out, none otherwise', () => {
    expect(channelBadge(external[0]!)).toBe('external');
    expect(channelBadge(company[2]!)).toBe('shared');
    expect(channelBadge(company[0]!)).toBeNull();
  });
});
