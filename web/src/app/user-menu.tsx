import { Avatar, Box, Menu, Portal, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LuArrowLeftRight,
  LuGlobe,
  LuKeyRound,
  LuLink,
  LuLogOut,
  LuMapPin,
  LuNetwork,
  LuUserRound,
} from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { countryName, findCountry } from '#shared/domain/countries';
import { LANGUAGE_NAMES, type UiLanguage } from '#shared/domain/languages';
import {
  CreateAutoLoginDialog,
  GenerateAutoLoginUrlDialog,
} from '../features/auth/components/auto-login-dialogs';
import { CreateLinkDialog } from '../features/org-switch/components/create-link-dialog';
import { OrgSwitchDialog } from '../features/org-switch/components/org-switch-dialog';
import { ProfileDialog } from '../features/profile/components/profile-dialog';
import { useLanguageSwitch } from '../features/shell/hooks/use-language-switch';
import { useShellData } from '../features/shell/hooks/use-shell-data';
import { languageChoices, userMenuVisibility } from './model/user-menu';
import { LanguageDialog } from '../features/shell/components/language-dialog';
import { LocationDialog } from '../features/shell/components/location-dialog';

/** A titled section of the menu: the entries the spec groups under "language" and "network". */
function MenuSection({
  label,
  icon,
  testId,
  children,
}: {
  label: string;
  icon: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Menu.ItemGroup data-testid={testId}>
      <Menu.ItemGroupLabel display="flex" alignItems="center" gap="2">
        {icon}
        {label}
      </Menu.ItemGroupLabel>
      {children}
    </Menu.ItemGroup>
  );
}

/** The user menu (spec 1 §2 "User menu") with the visibility rules of model/user-menu.ts. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { session, tenant, hasPage, flag } = useShellData();
  const { current, choose } = useLanguageSwitch();
  const [menuOpen, setMenuOpen] = useState(false);
  const [dialog, setDialog] = useState<
    | 'languages'
    | 'location'
    | 'auto-login-url'
    | 'auto-login'
    | 'org-switch'
    | 'create-link'
    | 'profile'
    | null
  >(null);
  const visible = userMenuVisibility({
    isStaff: session.isStaff,
    role: session.role,
    isSwitched: session.isSwitched,
    autoLoginEnabled: tenant.organization.autoLoginEnabled,
    hasExternalOrgs: (session.initData?.externalOrgsUserHasAccessTo.length ?? 0) > 0,
    userProfile: flag('userProfile'),
    hasPage,
  });
  const { organization, all } = languageChoices(tenant.organization.organizationLanguages);
  const user = session.initData?.userData;
  const email = session.initData?.email ?? user?.email ?? '';
  const country = findCountry(user?.profile.country);

  return (
    <>
      {/*
        One level only (issue 9 point 20): the language and network entries are sections of this menu,
        not submenus. A submenu opened by a click within zag's 200 ms hover-open delay (a quick click on
        "Language", as tests and quick users make) opened unplaced, in the page's top-left corner under
        the header, and closed again: the click on "Dansk" found the item detached from the DOM.
      */}
      <Menu.Root
        positioning={{ placement: 'bottom-end' }}
        open={menuOpen}
        onOpenChange={(e) => setMenuOpen(e.open)}
      >
        <Menu.Trigger
          aria-label={t('user-menu')}
          rounded="full"
          focusVisibleRing="outside"
          cursor="pointer"
          data-testid="user-menu-trigger"
        >
          {/* No initials: the button's name is "User menu", and visible text would have to be part of it. */}
          <Avatar.Root size="sm" colorPalette="brand" variant="solid">
            <Avatar.Fallback />
            {user?.photoURL ? <Avatar.Image src={user.photoURL} alt="" /> : null}
          </Avatar.Root>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="64" maxH="calc(100dvh - 5rem)" overflowY="auto" data-testid="user-menu">
              {visible.loggedInAs && (
                <>
                  <Box px="2" py="1.5" data-testid="logged-in-as">
                    <Text textStyle="xs" color="fg.muted">
                      {t('logged-in-as')}
                    </Text>
                    <Text textStyle="sm" fontWeight="medium" truncate>
                      {email}
                    </Text>
                  </Box>
                  <Menu.Separator />
                </>
              )}
              {visible.autoLogin && (
                <>
                  <Menu.Item value="generate-auto-login-url" onClick={() => setDialog('auto-login-url')}>
                    <LuLink aria-hidden />
                    {t('generate-auto-login-url')}
                  </Menu.Item>
                  <Menu.Item value="create-auto-login" onClick={() => setDialog('auto-login')}>
                    <LuKeyRound aria-hidden />
                    {t('create-auto-login')}
                  </Menu.Item>
                  <Menu.Separator />
                </>
              )}
              {visible.language && (
                <MenuSection label={t('language')} icon={<LuGlobe aria-hidden />} testId="language-section">
                  <Menu.RadioItemGroup
                    value={current}
                    aria-label={t('organization-languages')}
                    onValueChange={(e) => {
                      setMenuOpen(false);
                      void choose(e.value as UiLanguage);
                    }}
                  >
                    {organization.map((language) => (
                      <Menu.RadioItem key={language} value={language} lang={language}>
                        {LANGUAGE_NAMES[language]}
                        <Menu.ItemIndicator />
                      </Menu.RadioItem>
                    ))}
                  </Menu.RadioItemGroup>
                  {!organization.includes(current) && (
                    <Menu.Item value="current-language" disabled>
                      {LANGUAGE_NAMES[current]}
                    </Menu.Item>
                  )}
                  <Menu.Item value="see-all-languages" onClick={() => setDialog('languages')}>
                    {t('see-all-languages')}
                  </Menu.Item>
                  <Menu.Separator />
                </MenuSection>
              )}
              {visible.switchOrganization && (
                <Menu.Item value="switch-organization" onClick={() => setDialog('org-switch')}>
                  <LuArrowLeftRight aria-hidden />
                  {t('switch-organization')}
                </Menu.Item>
              )}
              {visible.location && (
                <Menu.Item value="location" onClick={() => setDialog('location')}>
                  <LuMapPin aria-hidden />
                  <Box flex="1">{t('location')}</Box>
                  {country && (
                    <Text as="span" textStyle="xs" color="fg.muted">
                      {countryName(country, current)}
                    </Text>
                  )}
                </Menu.Item>
              )}
              {visible.network.length > 0 && (
                <>
                  <Menu.Separator />
                  <MenuSection label={t('network')} icon={<LuNetwork aria-hidden />} testId="network-section">
                    {visible.network.map((link) => (
                      <Menu.Item
                        key={link.id}
                        value={link.id}
                        onClick={() => ('path' in link ? navigate(link.path) : setDialog(link.dialog))}
                      >
                        {link.id === 'create-link'
                          ? t('network-create-link')
                          : t('network-operational-tasks')}
                      </Menu.Item>
                    ))}
                  </MenuSection>
                </>
              )}
              {visible.profile && (
                <Menu.Item value="my-profile" onClick={() => setDialog('profile')}>
                  <LuUserRound aria-hidden />
                  {t('my-profile')}
                </Menu.Item>
              )}
              {visible.logout && (
                <>
                  <Menu.Separator />
                  <Menu.Item value="logout" onClick={() => void session.signOut()}>
                    <LuLogOut aria-hidden />
                    {t('logout')}
                  </Menu.Item>
                </>
              )}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <LanguageDialog
        open={dialog === 'languages'}
        onClose={() => setDialog(null)}
        languages={all}
        current={current}
        onChoose={choose}
      />
      <LocationDialog open={dialog === 'location'} onClose={() => setDialog(null)} />
      {visible.switchOrganization && (
        <OrgSwitchDialog open={dialog === 'org-switch'} onClose={() => setDialog(null)} />
      )}
      {visible.network.some((l) => l.id === 'create-link') && (
        <CreateLinkDialog open={dialog === 'create-link'} onClose={() => setDialog(null)} />
      )}
      {visible.profile && <ProfileDialog open={dialog === 'profile'} onClose={() => setDialog(null)} />}
      {visible.autoLogin && (
        <>
          <GenerateAutoLoginUrlDialog
            open={dialog === 'auto-login-url'}
            onOpenChange={(open) => setDialog(open ? 'auto-login-url' : null)}
          />
          <CreateAutoLoginDialog
            open={dialog === 'auto-login'}
            onOpenChange={(open) => setDialog(open ? 'auto-login' : null)}
          />
        </>
      )}
    </>
  );
}
