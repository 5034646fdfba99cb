import { useCallback, useMemo } from 'react';
import { isFeatureOn, type FeatureFlag } from '../../../../../shared/domain/feature-flags';
import { useTenant } from '../../../lib/app-context';
import { useSession } from '../../../lib/session';
import { useChannels, useFollowData } from '../api/shell-data';
import type { ChannelEntry } from '../model/sidebar';
import { useHasPage } from './use-has-page';

/**
 * What the shell's parts share: the session, the organization, feature flags (the signed-in user's from
 * initData, else the organization's), channels and follows, and which pages exist.
 */
export function useShellData() {
  const session = useSession();
  const tenant = useTenant();
  const hasPage = useHasPage();
  const signedIn = session.status === 'signedIn';
  const channels = useChannels(signedIn);
  const follows = useFollowData(signedIn);
  const featureFlags: readonly FeatureFlag[] =
    session.initData?.featureFlags ?? tenant.organization.featureFlags;
  const tubeId = tenant.tube?.id ?? tenant.organization.tubeId;
  const flag = useCallback(
    (featureId: string) => isFeatureOn(featureFlags, featureId, { tubeId }),
    [featureFlags, tubeId],
  );
  const channelPages = hasPage('/channel/any/home');
  /** Channel pages arrive with their issue; until then a channel leads to its entry on the home page. */
  const channelHref = useCallback(
    (channel: Pick<ChannelEntry, 'id'>) =>
      channelPages ? `/channel/${encodeURIComponent(channel.id)}/home` : `/home#channel-${channel.id}`,
    [channelPages],
  );
  return useMemo(
    () => ({
      session,
      tenant,
      hasPage,
      signedIn,
      channels,
      follows,
      featureFlags,
      tubeId,
      flag,
      channelHref,
    }),
    [session, tenant, hasPage, signedIn, channels, follows, featureFlags, tubeId, flag, channelHref],
  );
}
