import { useCallback, useMemo } from 'react';
import { isFeatureOn, type FeatureFlag } from '#shared/domain/feature-flags';
import { useChannelHref } from '../../../components/use-channel-data';
import { useChannels, useFollowData } from '../../../lib/channel-data';
import { useHasPage } from '../../../components/use-has-page';
import { activeTubeId, useTenant } from '../../../lib/app-context';
import { useSession } from '../../../lib/session';

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
  const channelHref = useChannelHref();
  const featureFlags: readonly FeatureFlag[] =
    session.initData?.featureFlags ?? tenant.organization.featureFlags;
  // Flags are read for the tube the user works in: the collaboration workspace's while switched.
  const tubeId = activeTubeId(tenant);
  const flag = useCallback(
    (featureId: string) => isFeatureOn(featureFlags, featureId, { tubeId }),
    [featureFlags, tubeId],
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
