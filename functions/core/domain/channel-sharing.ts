/**
 * A channel's external-sharing settings as the answers give them (GET channel, the playlist share page):
 * a channel that never set them shares with no one and limits no domain.
 */
export function externalSharingSettings(channel: {
  isChannelExternalShareEnabled?: boolean | undefined;
  externalShareAllowedDomains?: string[] | undefined;
}) {
  return {
    isChannelExternalShareEnabled: channel.isChannelExternalShareEnabled ?? false,
    externalShareAllowedDomains: channel.externalShareAllowedDomains ?? [],
  };
}
