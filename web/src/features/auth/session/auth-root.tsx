import { useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { blockedByOrganization } from '#shared/domain/organization-settings';
import { SplashScreen } from '../../../components/splash-screen';
import { setReauthentication, setTokenProvider } from '../../../lib/api-client';
import { useEnvironment, useTenant, useWorkspaceBranding } from '../../../lib/app-context';
import { centralLoginHref, guestCentralLoginHref, isLocalHost, logoutHref } from '../../../lib/central-login';
import { SessionProvider, type Session } from '../../../lib/session';
import { storage } from '../../../lib/storage';
import { apexOrigin } from '../../../lib/tenant';
import { clearSession, configureAuth, idToken } from '../amplify';
import { usePlatformStatus } from '../api/auth';
import { isLoggedOutPath, isPublicViewingPath, isReauthExempt } from '../model/access';
import {
  apexCheckHref,
  checkedInThisTab,
  HOST_ORGANIZATION_STORAGE_KEY,
  lastOrganizationCookie,
  lastOrganizationCookieDomain,
  organizationCheck,
  ORGANIZATION_CHECKED_PARAM,
  ORGANIZATION_CHECKED_SESSION_KEY,
  readLastOrganization,
} from '../model/last-organization';
import { forgetLocation, PREVIOUS_LOCATION_DAYS, rememberLocation } from '../model/previous-location';
import { reauthenticationTarget, SSO_SESSION_STORAGE_KEY } from '../model/reauth-target';
import { OrganizationBlocked } from '../components/organization-blocked';
import { AuthActionsContext, type AuthActions } from './auth-context';
import { loadSession, rolesOf, workspaceOfSession, type LoadedSession } from './load-session';
import { hasSsoToken, takeSsoHash } from './sso';

/**
 * The tenant's session (spec 1 §4 startup steps 3 and 4), below the organization and tube startup:
 * checks the last-used organization, configures Amplify with this organization's pool, loads the
 * session and initData (splash meanwhile), wires the API client's bearer and 401 handling, and shows
 * the maintenance page when the platform is in maintenance mode. The app composes in the status
 * feature's maintenance page and browser notice (features do not import each other).
 */
export function AuthRoot({
  maintenancePage,
  browserNotice,
}: {
  /** Shown instead of every page but the login family while the platform is in maintenance. */
  maintenancePage: ReactNode;
  /** Shown above every page (the unsupported-browser notice). */
  browserNotice: ReactNode;
}) {
  const { config, site } = useEnvironment();
  const { organization } = useTenant();
  const location = useLocation();
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState<LoadedSession | undefined>();
  const cookieDomain = lastOrganizationCookieDomain(config.appDomain);

  // An SSO token in the hash is taken first (stored as the session, or off to the SSO address), so it
  // never travels in a redirect parameter of the organization check.
  const [organizationOk] = useState(
    () =>
      takeSsoHash(organization) !== 'redirected' &&
      checkOrganization(organization.id, cookieDomain, site, config.centralLoginUrl),
  );

  // Amplify is configured before anything asks it for tokens (render, not effect: children use it).
  configureAuth(organization, config);

  const load = useCallback(async () => {
    const result = await loadSession(organization.id);
    setLoaded(result);
    return result;
  }, [organization.id]);

  useEffect(() => {
    setTokenProvider(() => idToken().catch(() => undefined));
    let refreshing: Promise<boolean> | undefined;
    let failing = false;
    setReauthentication({
      refresh() {
        // Public routes never trigger re-authentication (spec 1 §2).
        if (isReauthExempt(window.location.pathname)) return Promise.resolve(false);
        refreshing ??= idToken(true)
          .then((token) => Boolean(token))
          .catch(() => false)
          .finally(() => {
            refreshing = undefined;
          });
        return refreshing;
      },
      failed() {
        const { pathname, search, hash } = window.location;
        if (failing || isLoggedOutPath(pathname)) return;
        failing = true;
        const current = `${pathname}${search}${hash}`;
        rememberLocation(current, PREVIOUS_LOCATION_DAYS);
        // Read before clearSession forgets how this session began.
        const target = reauthenticationTarget({
          publicViewing: isPublicViewingPath(pathname),
          viaSso: storage.get(SSO_SESSION_STORAGE_KEY) === organization.id,
          ssoUrl: organization.ssoUrl,
          local: isLocalHost(window.location.hostname),
        });
        void clearSession().then(() => {
          if (target.kind === 'embedLogin') {
            window.location.assign(`/loginembed?${new URLSearchParams({ redirect: window.location.href })}`);
          } else if (target.kind === 'sso') {
            window.location.assign(target.href);
          } else if (target.kind === 'login') {
            window.location.assign(`/login?${new URLSearchParams({ redirect: current })}`);
          } else {
            window.location.assign(
              guestCentralLoginHref(config.centralLoginUrl, window.location, organization.domain),
            );
          }
        });
      },
    });
    return () => {
      setReauthentication(undefined);
      setTokenProvider(undefined);
    };
  }, [config.centralLoginUrl, organization.domain, organization.id, organization.ssoUrl]);

  useEffect(() => {
    if (!organizationOk) return;
    let current = true;
    void loadSession(organization.id).then((result) => {
      if (current) setLoaded(result);
    });
    return () => {
      current = false;
    };
  }, [organizationOk, organization.id]);

  const platformStatus = usePlatformStatus();

  // The server says where the user works: the page wears that workspace's tube (the startup guessed
  // from the workspace this browser remembers), and nothing renders until it has loaded.
  const workspaceBranding = useWorkspaceBranding();
  const sessionWorkspace = loaded === undefined ? undefined : workspaceOfSession(loaded);
  const showWorkspace = workspaceBranding?.show;
  const shownWorkspace = workspaceBranding?.shown;
  useLayoutEffect(() => {
    if (showWorkspace && sessionWorkspace !== undefined && shownWorkspace !== sessionWorkspace)
      showWorkspace(sessionWorkspace);
  }, [showWorkspace, shownWorkspace, sessionWorkspace]);
  const brandingSettled =
    !workspaceBranding || (workspaceBranding.shown === sessionWorkspace && workspaceBranding.ready);

  const actions = useMemo<AuthActions>(
    () => ({
      async completeSignIn() {
        const result = await load();
        // A member the block message applies to has signed in: off the sign-in form (which the message
        // leaves alone, so someone else can sign in there) to the workspace, which shows them the message.
        if (isBlocked(organization, result)) {
          void navigate('/home', { replace: true });
          return true;
        }
        if (result.status !== 'signedIn') return false;
        recordOrganization(organization.id, cookieDomain);
        return true;
      },
    }),
    [load, organization, cookieDomain, navigate],
  );

  const session = useMemo<Session>(() => {
    const initData = loaded?.status === 'signedIn' ? loaded.initData : null;
    return {
      status: loaded ? loaded.status : 'loading',
      ...rolesOf(initData),
      initData,
      isSwitched: Boolean(initData?.originalOrgId),
      async signOut() {
        await clearSession();
        forgetLocation();
        window.location.assign(logoutHref(config.centralLoginUrl, window.location, organization.domain));
      },
      async reload() {
        await load();
      },
    };
  }, [loaded, load, config.centralLoginUrl, organization.domain]);

  // The router still holds the address it started with: drop the SSO token (taken above) from it too.
  if (hasSsoToken(location.hash)) {
    return <Navigate to={{ pathname: location.pathname, search: location.search, hash: '' }} replace />;
  }
  // The apex check's marker has done its job: out of the address (and of any redirect built from it).
  const query = new URLSearchParams(location.search);
  if (query.has(ORGANIZATION_CHECKED_PARAM)) {
    query.delete(ORGANIZATION_CHECKED_PARAM);
    const rest = query.toString();
    return (
      <Navigate
        to={{ pathname: location.pathname, search: rest ? `?${rest}` : '', hash: location.hash }}
        replace
      />
    );
  }
  // The platform status decides what may load; an unreachable status endpoint does not block the app.
  const statusKnown = platformStatus.data !== undefined || platformStatus.error !== undefined;
  if (!organizationOk || !loaded || !statusKnown || !brandingSettled) return <SplashScreen />;
  // Maintenance: "only the login-family routes load" (spec 2 §2).
  if (platformStatus.data?.maintenance && !isLoggedOutPath(location.pathname)) return maintenancePage;
  // A member the organization's block message applies to sees it on every page but the sign-in family.
  if (isBlocked(organization, loaded) && !isLoggedOutPath(location.pathname)) {
    return <OrganizationBlocked onSignOut={() => void session.signOut()} />;
  }

  return (
    <SessionProvider value={session}>
      <AuthActionsContext.Provider value={actions}>
        {browserNotice}
        <Outlet />
      </AuthActionsContext.Provider>
    </SessionProvider>
  );
}

/**
 * The last-used organization check (spec 1 §4). Returns true when the page may load; otherwise it has
 * started a navigation (to the central login, or to the apex to ask for its record).
 */
function checkOrganization(
  orgId: string,
  cookieDomain: string | undefined,
  site: ReturnType<typeof useEnvironment>['site'],
  centralLoginUrl: string,
): boolean {
  const { pathname, search, href } = window.location;
  // The early check of the next new tab needs this host's organization before its lookup has run.
  if (cookieDomain === undefined) storage.set(HOST_ORGANIZATION_STORAGE_KEY, orgId);
  const decision = organizationCheck({
    orgId,
    pathname,
    search,
    cookieRecord: readLastOrganization(document.cookie),
    cookieCapable: cookieDomain !== undefined,
    checkedInTab: checkedInThisTab(orgId),
  });
  if (decision.kind === 'ok') {
    if (decision.record) recordOrganization(orgId, cookieDomain);
    return true;
  }
  if (decision.kind === 'askApex') {
    window.location.replace(apexCheckHref(apexOrigin(window.location, site), orgId, href));
    return false;
  }
  // "redirects to the central login with a redirect target and an origin parameter"
  window.location.replace(centralLoginHref(centralLoginUrl, { redirectTo: href, commingFrom: orgId }));
  return false;
}

/** This organization is now the last used: the parent-domain cookie, or this tab's note (localhost). */
function recordOrganization(orgId: string, cookieDomain: string | undefined): void {
  if (cookieDomain) {
    document.cookie = lastOrganizationCookie(orgId, cookieDomain, window.location.protocol === 'https:');
    return;
  }
  try {
    window.sessionStorage.setItem(ORGANIZATION_CHECKED_SESSION_KEY, orgId);
  } catch {
    // no session storage: the apex is asked again next time
  }
}

/** Whether the API refused the signed-in token because the organization's block message applies to it. */
function isBlocked(
  organization: Parameters<typeof blockedByOrganization>[0],
  loaded: LoadedSession,
): boolean {
  return (
    loaded.status === 'guest' &&
    loaded.email !== undefined &&
    blockedByOrganization(organization, loaded.email)
  );
}
