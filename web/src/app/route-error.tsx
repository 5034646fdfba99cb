import { useRouteError } from 'react-router-dom';
import { useEffect } from 'react';
import { ErrorScreen } from '../components/error-screen';

/** A route that fails to load or render (e.g. a chunk lost after a deploy): reload fetches the new build. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => console.error('Route failed', error), [error]);
  return <ErrorScreen onRetry={() => window.location.reload()} />;
}
