// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '#shared/api';
import type { ChannelEntry } from '../components/channel-groups';
import {
  EnvironmentProvider,
  TenantProvider,
  type AppEnvironment,
  type Organization,
  type TenantState,
} from '../lib/app-context';
import { SessionProvider, type InitData, type Session } from '../lib/session';
import { apiKey } from '../lib/use-api';
import { ShellLayout } from './shell-layout';
import { initEnglish } from '../lib/test-i18n';

const i18n = i18next.createInstance();

beforeAll(async () => {
  await initEnglish(i18n);
  // jsdom has no layout: report a desktop-sized window to the 1024 px breakpoint query.
  window.matchMedia = vi.fn((query: string) => ({
    matches: query.includes('min-width: 1024px'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  // A language chosen in this browser: the shell leaves the UI language alone.
  window.localStorage.setItem('language', 'en-us');
  // Menus position themselves with ResizeObserver, which jsdom lacks.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

afterEach(cleanup);

const organization = {
  id: 'acme',
  name: 'Acme Corporation',
  logo: '/logo.svg',
  color: '#1F6FEB',
  theme: 'beach',
  tubeId: 'tube-acme',
  domain: 'acme',
  masterLanguage: 'en-us',
  organizationLanguages: ['en-us', 'da', 'de'],
  hasActiveSubscription: true,
  featureFlags: [],
  pageTags: [],
  whitelistedDomains: [],
  selfSignUp: false,
  userPoolId: 'pool',
  userPoolClientId: 'client',
  autoLoginEnabled: false,
} satisfies Organization;

const tenant: TenantState = {
  organization,
  tube: undefined,
  branding: {
    name: 'Acme Corporation',
    logo: '/logo.svg',
    icon: '/logo.svg',
    color: '#1F6FEB',
    theme: 'beach',
    thumbnailLogo: '',
    thumbnailOverlay: '',
    backgroundImage: '',
  },
};

function channel(id: string, extra: Partial<ChannelEntry> = {}): ChannelEntry {
  return {
    id,
    name: `Channel ${id}`,
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

const channels = Array.from({ length: 12 }, (_, i) => channel(`c${i + 1}`));
const follows = { channels: channels.map((c) => c.id), tracks: [], videos: [], alertsEnabledChannels: [] };

function initData(email: string, permissions: InitData['permissions']): InitData {
  return {
    permissions,
    featureFlags: [{ featureId: 'new-home-page', configuration: 'tube', activatedIn: [] }],
    settings: {
      tooltipDisabled: false,
      mailOptOuts: [],
      isConfigurationCompleted: true,
      preferredLanguage: 'en-us',
      isFirstLogin: false,
    },
    userData: {
      displayName: 'Test User',
      photoURL: '',
      email,
      profile: {
        firstName: 'Test',
        lastName: 'User',
        jobTitle: '',
        phoneNumber: '',
        country: 'DK',
        profilePic: '',
        email,
        isMasterAdmin: false,
      },
    },
    originalOrgId: null,
    orgId: 'acme',
    externalOrgsUserHasAccessTo: [],
    email,
    role: permissions.includes('updateOrganization') ? 'admin' : 'member',
    isStaff: email.endsWith('@tubes.dev'),
  };
}

function session(email: string, permissions: InitData['permissions'], extra: Partial<Session> = {}): Session {
  const data = initData(email, permissions);
  return {
    status: 'signedIn',
    role: data.role,
    isStaff: data.isStaff,
    isMasterAdmin: false,
    initData: data,
    isSwitched: false,
    signOut: vi.fn(async () => {}),
    reload: vi.fn(async () => {}),
    ...extra,
  };
}

const environment: AppEnvironment = {
  site: { kind: 'tenant', label: 'acme' },
  config: {
    apiUrl: 'http://localhost:4000',
    region: 'us-east-1',
    appDomain: 'localhost:5173',
    stage: 'local',
    centralLoginUrl: 'http://localhost:5173',
    requestDemoUrl: 'https://tubes.dev/book-a-demo',
  },
};

function renderShell(value: Session, path = '/home') {
  const router = createMemoryRouter(
    [
      {
        element: <ShellLayout />,
        children: [
          { path: 'home', element: <p>home page</p> },
          { path: 'admin/organization', element: <p>organization page</p> },
          { path: 'admin/channels', element: <p>channels page</p> },
          { path: '*', element: <p>fallback</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const fallback = {
    [apiKey(api.listChannels, { query: { action: 'read' } })]: channels,
    [apiKey(api.getUserFollowingData, {})]: follows,
  };
  render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>
        <SWRConfig value={{ provider: () => new Map(), fallback, revalidateOnMount: false }}>
          <EnvironmentProvider value={environment}>
            <TenantProvider value={tenant}>
              <SessionProvider value={value}>
                <RouterProvider router={router} />
              </SessionProvider>
            </TenantProvider>
          </EnvironmentProvider>
        </SWRConfig>
      </ChakraProvider>
    </I18nextProvider>,
  );
  return router;
}

describe('ShellLayout', () => {
  it('shows 7 subscriptions, then all 12 after "Show more"', async () => {
    renderShell(session('member@acme.test', []));
    const group = await screen.findByTestId('sidebar-group-subscriptions');
    expect(within(group).getAllByRole('listitem')).toHaveLength(7);
    const more = screen.getAllByRole('button', { name: 'Show more' })[0]!;
    await act(async () => fireEvent.click(more));
    expect(within(group).getAllByRole('listitem')).toHaveLength(12);
    expect(screen.getAllByRole('button', { name: 'Show less' }).length).toBeGreaterThan(0);
  });

  it('shows fixed entries only for pages that exist (home here), and links the logo to /home', async () => {
    renderShell(session('member@acme.test', []));
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/home');
    expect(within(nav).queryByRole('link', { name: 'History' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Acme Corporation home' }).getAttribute('href')).toBe('/home');
  });

  it('a member sees no admin groups', async () => {
    renderShell(session('member@acme.test', ['readVideo']));
    await screen.findByTestId('sidebar-group-subscriptions');
    expect(screen.queryByTestId('sidebar-admin-organization')).toBeNull();
    expect(screen.queryByTestId('sidebar-admin-content')).toBeNull();
  });

  it('an admin sees the admin entries whose pages exist', async () => {
    renderShell(session('admin@acme.test', ['updateOrganization', 'readVideo']));
    const organizationGroup = await screen.findByTestId('sidebar-admin-organization');
    expect(within(organizationGroup).getByRole('link', { name: 'Organization settings' })).toBeTruthy();
    const content = screen.getByTestId('sidebar-admin-content');
    expect(
      within(content)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Channels']);
  });

  it('hides admin groups while switched into another workspace', async () => {
    renderShell(session('admin@acme.test', ['updateOrganization'], { isSwitched: true }));
    await screen.findByTestId('sidebar-group-subscriptions');
    expect(screen.queryByTestId('sidebar-admin-organization')).toBeNull();
  });

  it('keeps the sidebar closed on admin pages until the menu button opens it', async () => {
    renderShell(session('admin@acme.test', ['updateOrganization']), '/admin/channels');
    await screen.findByText('channels page');
    expect(screen.queryByTestId('sidebar')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show or hide navigation' })));
    expect(screen.getByTestId('sidebar')).toBeTruthy();
  });

  it('staff see the logged-in-as line in the user menu; members do not', async () => {
    renderShell(session('staff@tubes.dev', ['updateOrganization']));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'User menu' })));
    const line = await screen.findByTestId('logged-in-as');
    expect(line.textContent).toContain('staff@tubes.dev');
    cleanup();
    renderShell(session('member@acme.test', []));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'User menu' })));
    await screen.findByTestId('user-menu');
    expect(screen.queryByTestId('logged-in-as')).toBeNull();
  });
});
