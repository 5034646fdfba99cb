import {
  Box,
  CloseButton,
  Drawer,
  Flex,
  HStack,
  IconButton,
  Image,
  Link,
  Portal,
  SkipNavContent,
  SkipNavLink,
  useMediaQuery,
} from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuMenu, LuSearch } from 'react-icons/lu';
import { Outlet, Link as RouterLink, useLocation, useNavigationType } from 'react-router-dom';
import { isUiLanguage } from '#shared/domain/languages';
import { AppNotices } from '../components/app-notices';
import { changeLanguage, LANGUAGE_STORAGE_KEY } from '../lib/i18n';
import { storage } from '../lib/storage';
import { useEnvironment } from '../lib/app-context';
import { ChannelPicker } from '../features/shell/components/channel-picker';
import { RequestDemoButton } from '../features/shell/components/request-demo-dialog';
import { SearchBox } from '../features/shell/components/search-box';
import { SidebarContent } from '../features/shell/components/sidebar';
import { SidebarResizer } from '../features/shell/components/sidebar-resizer';
import { UserMenu } from './user-menu';
import { AddVideoButton } from '../features/add-video/components/add-video-button';
import { HelpButton } from '../features/help/components/help-dialog';
import { SupportButton } from '../features/support/components/support-dialog';
import { AssistedSearch } from '../features/tasks/components/assisted-search';
import { NotificationBell } from '../features/notifications/components/notification-bell';
import { useShellData } from '../features/shell/hooks/use-shell-data';
import { reportPageVisited } from '../features/shell/api/shell-data';
import { isNewHomePage } from '../components/home-layout';
import { OnboardingWizard } from '../features/onboarding/components/onboarding-wizard';
import { WorkspaceNotice } from '../features/org-switch/components/workspace-notice';
import { useWorkspaceSync } from '../features/org-switch/hooks/use-workspace-sync';
import { useTubeFollower } from '../lib/tube-refresh';
import {
  clampSidebarWidth,
  drawerAfterNavigation,
  MAIN_MIN_WIDTH,
  MOBILE_BREAKPOINT,
  SIDEBAR_WIDTH,
  sidebarMode,
} from '../features/shell/model/sidebar';

const WIDTH_STORAGE_KEY = 'sidebarWidth';
const SIDEBAR_ID = 'shell-sidebar';

function storedWidth(): number {
  const value = Number(storage.get(WIDTH_STORAGE_KEY));
  return Number.isFinite(value) && value > 0 ? clampSidebarWidth(value) : SIDEBAR_WIDTH;
}

/**
 * The signed-in workspace (spec 1 §2 "Shell"): toolbar, left sidebar and the page. The sidebar is
 * persistent on home-like pages and closed on admin and tasks pages (the menu button opens it); below
 * 1024 px it is a drawer.
 */
export function ShellLayout() {
  const { t } = useTranslation();
  const { pathname, key: locationKey } = useLocation();
  const navigationType = useNavigationType();
  const { tenant, session, flag, featureFlags } = useShellData();
  const { config } = useEnvironment();
  useWorkspaceSync();
  // An admin's branding change reaches every signed-in page at once (REFETCH_TUBE).
  useTubeFollower();
  // Pages visited (spec 2 §3 user analytics): one report per route change; a failure is not the user's concern.
  useEffect(() => {
    reportPageVisited(pathname);
  }, [pathname]);
  const { branding } = tenant;
  const mode = sidebarMode(pathname);
  const [isDesktop] = useMediaQuery([`(min-width: ${MOBILE_BREAKPOINT}px)`], { fallback: [true] });
  // The route decides (open on home-like pages, closed on admin and tasks pages) until the user toggles;
  // a toggle holds for pages of the same kind.
  const [override, setOverride] = useState<{ mode: typeof mode; open: boolean } | null>(null);
  const open = override?.mode === mode ? override.open : mode === 'persistent';
  // The drawer belongs to the page it was opened on: navigating closes it, a redirect does not.
  const [drawer, setDrawer] = useState({ open: false, locationKey });
  const drawerNow = drawerAfterNavigation(drawer, locationKey, navigationType);
  if (drawerNow !== drawer) setDrawer(drawerNow);
  const drawerOpen = drawerNow.open;
  const setDrawerOpen = (open: boolean) => setDrawer({ open, locationKey });
  const [width, setWidth] = useState(storedWidth);
  // Below the md breakpoint the search field has no room in the toolbar: a button opens it in a row below.
  const [searchPath, setSearchPath] = useState<string | null>(null);
  const searchOpen = searchPath === pathname;

  // A signed-in user who never chose a language in this browser gets their saved preference.
  const preferred = session.initData?.settings.preferredLanguage;
  useEffect(() => {
    if (preferred && isUiLanguage(preferred) && storage.get(LANGUAGE_STORAGE_KEY) === null) {
      void changeLanguage(preferred);
    }
  }, [preferred]);

  const resize = (next: number) => {
    setWidth(next);
    storage.set(WIDTH_STORAGE_KEY, String(next));
  };
  const showSidebar = mode !== 'hidden';
  const toggle = () => (isDesktop ? setOverride({ mode, open: !open }) : setDrawerOpen(!drawerOpen));

  return (
    <Flex direction="column" minH="100dvh" bg="bg">
      <SkipNavLink>{t('skip-to-content')}</SkipNavLink>
      <Box
        as="header"
        bg="bg.panel"
        borderBottomWidth="1px"
        borderColor="border"
        px={{ base: '2', md: '4' }}
        py="2"
        position="sticky"
        top="0"
        zIndex="sticky"
      >
        <WorkspaceNotice />
        <HStack gap={{ base: '1', md: '4' }}>
          {showSidebar && (
            <IconButton
              aria-label={t('toggle-navigation')}
              aria-expanded={isDesktop ? open : drawerOpen}
              aria-controls={SIDEBAR_ID}
              variant="ghost"
              size="sm"
              onClick={toggle}
            >
              <LuMenu />
            </IconButton>
          )}
          {/* The logo gives way first on narrow screens (it scales down inside its box). */}
          <Link asChild flexShrink={1} minW="8" maxW={{ base: '24', sm: '40' }}>
            <RouterLink to="/home" aria-label={t('go-home', { name: branding.name })}>
              <Image
                src={branding.logo}
                alt=""
                height="8"
                width="auto"
                maxW="100%"
                objectFit="contain"
                objectPosition="left"
              />
            </RouterLink>
          </Link>
          {session.status === 'signedIn' && !isNewHomePage(featureFlags) && isDesktop && <ChannelPicker />}
          <Box flex="1" display={{ base: 'none', md: 'flex' }} justifyContent="center">
            <SearchBox />
          </Box>
          <Box flex="1" hideFrom="md" />
          <IconButton
            hideFrom="md"
            aria-label={t('search')}
            aria-expanded={searchOpen}
            aria-controls="toolbar-search-row"
            variant="ghost"
            size="sm"
            onClick={() => setSearchPath(searchOpen ? null : pathname)}
          >
            <LuSearch />
          </IconButton>
          {session.status === 'signedIn' && <AssistedSearch />}
          {session.status === 'signedIn' && <HelpButton />}
          {flag('enableRequestDemo') && isDesktop && config.requestDemoUrl && (
            <RequestDemoButton url={config.requestDemoUrl} />
          )}
          <AddVideoButton compact={!isDesktop} />
          {session.status === 'signedIn' && <NotificationBell />}
          <UserMenu />
        </HStack>
        {searchOpen && (
          <Box id="toolbar-search-row" hideFrom="md" pt="2" display="flex">
            <SearchBox autoFocus onSearch={() => setSearchPath(null)} />
          </Box>
        )}
      </Box>
      <Flex flex="1" minH="0">
        {showSidebar && isDesktop && open && (
          <Box
            as="aside"
            id={SIDEBAR_ID}
            position="sticky"
            top="57px"
            alignSelf="flex-start"
            height="calc(100dvh - 57px)"
            width={`${width}px`}
            flexShrink={0}
            bg="bg.panel"
            borderEndWidth="1px"
            borderColor="border"
            data-testid="sidebar"
          >
            <Box height="100%" overflowY="auto">
              <SidebarContent />
            </Box>
            <SidebarResizer width={width} onResize={resize} />
          </Box>
        )}
        <SkipNavContent as="main" flex="1" minW={`${MAIN_MIN_WIDTH}px`} display="flex" flexDirection="column">
          <Outlet />
        </SkipNavContent>
      </Flex>
      {showSidebar && !isDesktop && (
        <Drawer.Root
          open={drawerOpen}
          onOpenChange={(e) => setDrawerOpen(e.open)}
          placement="start"
          // The toggle's aria-controls names the drawer: its id is given through `ids`, so the dialog
          // machine still finds its own content (an `id` prop on the content hid it: no Escape, no
          // outside click, "[@zag-js/dismissable] node is null").
          ids={{ content: SIDEBAR_ID }}
        >
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content maxW={`${SIDEBAR_WIDTH}px`} data-testid="sidebar">
                <Drawer.Header>
                  <Drawer.Title>{branding.name}</Drawer.Title>
                </Drawer.Header>
                <Drawer.Body px="0">
                  <SidebarContent onNavigate={() => setDrawerOpen(false)} />
                </Drawer.Body>
                <Drawer.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={t('close')} />
                </Drawer.CloseTrigger>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
      )}
      {session.status === 'signedIn' && <SupportButton />}
      <OnboardingWizard />
      <AppNotices />
    </Flex>
  );
}
