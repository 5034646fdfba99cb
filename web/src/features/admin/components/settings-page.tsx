import { Alert, Box, Flex, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { isFeatureOn } from '#shared/domain/feature-flags';
import type { OrganizationSettings } from '#shared/api';
import type { Permission } from '#shared/domain/roles';
import { FormError } from '../../../components/form-bits';
import { sideNavLink } from '../../../components/nav-link-styles';
import { useHasPage } from '../../../components/use-has-page';
import { activeTubeId, useTenant } from '../../../lib/app-context';
import { useSession } from '../../../lib/session';
import { useAdminPermission } from '../../../lib/use-admin-permission';
import { useOrganizationSettings } from '../api/organization-settings';
import { settingsMenu } from '../model/settings-menu';
import { AdminPage } from './admin-page';

/** The admin-settings side menu (spec 2 §2): Account and Configurations, each entry to its page. */
export function SettingsMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const tenant = useTenant();
  const hasPage = useHasPage();
  const groups = settingsMenu({
    permissions: session.initData?.permissions ?? [],
    featureFlags: session.initData?.featureFlags ?? [],
    tubeId: activeTubeId(tenant),
    isSwitched: session.isSwitched,
    hasPage,
  });
  if (groups.length === 0) return null;
  return (
    <Box as="nav" aria-label={t('settings-admin-menu')} width={{ base: '100%', md: '56' }} flexShrink={0}>
      <Stack gap="5">
        {groups.map((group) => (
          <Stack key={group.id} gap="1">
            <Text
              as="h2"
              textStyle="xs"
              fontWeight="semibold"
              textTransform="uppercase"
              color="fg.muted"
              px="3"
            >
              {t(group.label)}
            </Text>
            <Stack as="ul" gap="0" listStyleType="none">
              {group.entries.map((entry) => (
                <li key={entry.path}>
                  <Link {...sideNavLink} display="block">
                    <NavLink to={entry.path} end>
                      {t(entry.label)}
                    </NavLink>
                  </Link>
                </li>
              ))}
            </Stack>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}

/**
 * An organization-settings page: the side menu beside the admin page frame. A page that also needs a
 * feature flag (tags, information classification: spec 2 §6) says so when the feature is off.
 */
export function SettingsPage({
  title,
  intro,
  permission,
  feature,
  children,
}: {
  title: string;
  intro: string;
  permission: Permission;
  feature?: 'tags' | 'infClassification';
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const tenant = useTenant();
  const featureOn =
    !feature || isFeatureOn(session.initData?.featureFlags ?? [], feature, { tubeId: activeTubeId(tenant) });
  return (
    <Flex direction={{ base: 'column', md: 'row' }} gap="6" px={{ base: '4', md: '8' }} py="6" width="100%">
      <SettingsMenu />
      <Box flex="1" minW="0" mx={{ base: '-4', md: '-8' }} my="-6">
        <AdminPage title={title} intro={intro} permission={permission}>
          {featureOn ? (
            children
          ) : (
            <Alert.Root status="info">
              <Alert.Indicator />
              <Alert.Title>{t('settings-admin-feature-off')}</Alert.Title>
            </Alert.Root>
          )}
        </AdminPage>
      </Box>
    </Flex>
  );
}

/**
 * A settings page's body: the organization's settings once read (for a caller with `permission` who is
 * not switched into another organization), their error, or a placeholder of `loadingHeight` meanwhile.
 */
export function SettingsContent({
  permission,
  loadingHeight,
  children,
}: {
  permission: Permission;
  loadingHeight: string;
  children: (settings: OrganizationSettings) => ReactNode;
}) {
  const allowed = useAdminPermission(permission);
  const settings = useOrganizationSettings(allowed);
  if (settings.data) return children(settings.data);
  if (settings.error) return <FormError error={settings.error.message} />;
  return <Skeleton height={loadingHeight} />;
}
