import { describe, expect, it } from 'vitest';
import {
  addChannelUserRefusal,
  deleteChannelRefusal,
  followRefusal,
  isOrganizationAdmin,
  makePrivateRefusal,
  mayPerform,
  ownerRoleRefusal,
  orderChannels,
  personalChannelRefusal,
  shareChannelRefusal,
  tubeRefusal,
  type ChannelEntry,
} from './channel-rules.js';

const entry = (over: Partial<ChannelEntry>): ChannelEntry => ({
  id: 'c',
  name: 'C',
  parent: null,
  channelIcon: '',
  type: 'company',
  shared: false,
  isPersonalChannel: false,
  orgId: 'acme',
  sourceOrgId: 'acme',
  isOwn: false,
  role: null,
  ...over,
});

describe('channel rules', () => {
  it('"channel owner and content manager may add playlists; channel owner, content manager and contributor may add videos"', () => {
    expect(mayPerform('addPlaylist', 'channelOwner', false)).toBe(true);
    expect(mayPerform('addPlaylist', 'contentManager', false)).toBe(true);
    expect(mayPerform('addPlaylist', 'contributor', false)).toBe(false);
    expect(mayPerform('addVideo', 'contributor', false)).toBe(true);
    expect(mayPerform('addVideo', null, false)).toBe(false);
    expect(mayPerform('addVideo', null, true)).toBe(true);
    expect(mayPerform('read', null, false)).toBe(true);
  });

  it('"Personal channels are listed only if isPersonalChannel is true and not shared; the user\'s own are listed first"', () => {
    const list = orderChannels([
      entry({ id: 'p1', name: 'A personal', type: 'personal', isPersonalChannel: true }),
      entry({ id: 'p2', name: 'B personal', type: 'personal', isPersonalChannel: true, isOwn: true }),
      entry({ id: 'p3', name: 'C shared personal', type: 'personal', isPersonalChannel: true, shared: true }),
      entry({ id: 'x1', name: 'External', sourceOrgId: 'globex', shared: true }),
      entry({ id: 'c2', name: 'Zeta' }),
      entry({ id: 'c1', name: 'Alpha' }),
    ]);
    expect(list.map((c) => c.id)).toEqual(['c1', 'c2', 'p2', 'p1', 'x1']);
  });
});

describe('followRefusal', () => {
  it('refuses private and archived channels, allows the rest', () => {
    expect(followRefusal({ isPrivate: true })).toBe('A private channel cannot be subscribed to');
    expect(followRefusal({ status: 'archived' })).toBe('The channel is not available');
    expect(followRefusal({ isPrivate: false, status: 'active' })).toBeNull();
  });
});

describe('personalChannelRefusal and tubeRefusal', () => {
  it('allows the own organization and its own tube', () => {
    expect(personalChannelRefusal({ orgId: 'acme', activeOrgId: 'acme' })).toBeNull();
    expect(tubeRefusal('tube-acme', 'tube-acme')).toBeNull();
  });
  it('refuses while switched into another organization', () => {
    expect(personalChannelRefusal({ orgId: 'studio', activeOrgId: 'acme' })).toMatch(/another workspace/);
  });
  it("refuses another organization's tube", () => {
    expect(tubeRefusal('tube-globex', 'tube-acme')).toBe('You do not have access to this resource');
    expect(tubeRefusal('tube-acme', undefined)).toBe('You do not have access to this resource');
  });
});

describe('company channel rules (spec 2 §5)', () => {
  it('deletes only an empty, unshared channel', () => {
    expect(deleteChannelRefusal({ videosCount: 0, tracksCount: 0 })).toBeNull();
    expect(deleteChannelRefusal({ videosCount: 1, tracksCount: 0 })).toMatch(/Only an empty channel/);
    expect(deleteChannelRefusal({ videosCount: 0, tracksCount: 2 })).toMatch(/Only an empty channel/);
    expect(deleteChannelRefusal({ videosCount: 0, tracksCount: 0, sharedWithOrgs: ['globex'] })).toMatch(
      /shared channel cannot be deleted/,
    );
  });

  it('a shared channel cannot become private', () => {
    expect(makePrivateRefusal({ sharedWithOrgs: [] })).toBeNull();
    expect(makePrivateRefusal({ sharedWithOrgs: ['globex'] })).toMatch(/cannot be made private/);
  });

  it('no users are added to private or external channels', () => {
    expect(addChannelUserRefusal({ kind: 'own', isPrivate: false })).toBeNull();
    expect(addChannelUserRefusal({ kind: 'own', isPrivate: true })).toBe(
      'A private channel cannot have users added',
    );
    expect(addChannelUserRefusal({ kind: 'external' })).toBe(
      'Internal users cannot be added to external channels',
    );
  });

  it("a personal channel's owner keeps the owner's role; others and company channels may change", () => {
    expect(ownerRoleRefusal({ type: 'personal', ownerId: 'u1' }, 'u1')).toMatch(/keeps/);
    expect(ownerRoleRefusal({ type: 'personal', ownerId: 'u1' }, 'u2')).toBeNull();
    expect(ownerRoleRefusal({ type: 'company' }, 'u1')).toBeNull();
  });

  it('organization admins are admins of the organization they work in', () => {
    expect(isOrganizationAdmin({ role: 'admin', orgId: 'acme', activeOrgId: 'acme' })).toBe(true);
    expect(isOrganizationAdmin({ role: 'admin', orgId: 'acme', activeOrgId: 'globex' })).toBe(false);
    expect(isOrganizationAdmin({ role: 'member', orgId: 'acme', activeOrgId: 'acme' })).toBe(false);
  });
});

describe('external sharing rules (spec 2 §5, §8)', () => {
  const channel = {
    type: 'company',
    isPrivate: false,
    status: 'active',
    isChannelExternalShareEnabled: true,
    externalShareAllowedDomains: [] as string[],
  };
  it('shares an enabled, public, active company channel; an empty domain list allows any', () => {
    expect(shareChannelRefusal(channel, 'globex')).toBeNull();
    expect(shareChannelRefusal({ ...channel, externalShareAllowedDomains: ['globex'] }, 'globex')).toBeNull();
  });
  it('refuses what the spec refuses, with its messages', () => {
    expect(shareChannelRefusal({ ...channel, externalShareAllowedDomains: ['initech'] }, 'globex')).toBe(
      'Reshare is not allowed with this domain',
    );
    expect(shareChannelRefusal({ ...channel, isChannelExternalShareEnabled: false }, 'globex')).toBe(
      'External sharing is not enabled for this channel',
    );
    expect(shareChannelRefusal({ ...channel, isPrivate: true }, 'globex')).toBe(
      'A private channel cannot be shared',
    );
    expect(shareChannelRefusal({ ...channel, type: 'personal' }, 'globex')).toBe(
      'Only company channels can be shared',
    );
    expect(shareChannelRefusal({ ...channel, status: 'archived' }, 'globex')).toBe(
      'The channel is not available',
    );
  });
});
