import { describe, expect, it } from 'vitest';
import { externalSharingSettings } from './channel-sharing.js';

describe('externalSharingSettings', () => {
  it("gives the channel's settings", () => {
    expect(
      externalSharingSettings({
        isChannelExternalShareEnabled: true,
        externalShareAllowedDomains: ['globex'],
      }),
    ).toEqual({ isChannelExternalShareEnabled: true, externalShareAllowedDomains: ['globex'] });
  });

  it('reads a channel that never set them as sharing with no one, limiting no domain', () => {
    expect(externalSharingSettings({})).toEqual({
      isChannelExternalShareEnabled: false,
      externalShareAllowedDomains: [],
    });
  });
});
