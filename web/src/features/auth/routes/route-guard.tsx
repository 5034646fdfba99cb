import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { SplashScreen } from '../../../components/splash-screen';
import { useEnvironment, useTenant } from '../../../lib/app-context';
import { guestCentralLoginHref, isLocalHost } from '../../../lib/central-login';
import { useSession } from '../../../lib/session';
import { guardDecision, type AccessGroup } from '../model/access';
import { rememberedLocation, rememberLocation } from '../model/previous-location';

/** A layout route that admits its children by access group (spec 2 §2) and applies the redirects. */
export function RouteGuard({ group }: { group: AccessGroup }) {
  const session = useSession();
  const location = useLocation();
  const { config } = useEnvironment();
  const { organization } = useTenant();

  const decision = guardDecision({
    group,
    caller: { role: session.role, isStaff: session.isStaff },
    location,
    remembered: rememberedLocation(),
    local: isLocalHost(window.location.hostname),
    origin: window.location.origin,
  });

  useEffect(() => {
    const path = `${location.pathname}${location.search}${location.hash}`;
    if (decision.kind === 'render') {
      if (decision.rememberDays) rememberLocation(path, decision.rememberDays);
      return;
    }
    if (decision.kind === 'navigate') {
      if (decision.rememberDays && decision.rememberPath)
        rememberLocation(decision.rememberPath, decision.rememberDays);
      return;
    }
    rememberLocation(decision.rememberPath, decision.rememberDays);
    window.location.assign(
      guestCentralLoginHref(config.centralLoginUrl, window.location, organization.domain),
    );
  }, [decision.kind, location, config.centralLoginUrl, organization.domain]); // eslint-disable-line react-hooks/exhaustive-deps

  if (session.status === 'loading') return <SplashScreen />;
  if (decision.kind === 'navigate') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'centralLogin') return <SplashScreen />;
  return <Outlet />;
}
