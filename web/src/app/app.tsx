import { Suspense, use, useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { ErrorBoundary } from '../components/error-boundary';
import { SplashScreen } from '../components/splash-screen';
import { EnvironmentProvider } from '../lib/app-context';
import { loadConfig } from '../lib/config';
import { initI18n } from '../lib/i18n';
import { resolveSite } from '../lib/tenant';
import { BrandingProvider } from '../lib/theme/branding';
import { shouldRetry } from '../lib/use-api';
import { createAppRouter } from './router';

const swrDefaults: SWRConfiguration = {
  revalidateOnFocus: false,
  errorRetryCount: 2,
  // 4xx answers will not change on retry; only missing answers and 5xx are retried.
  onErrorRetry: (error, _key, config, revalidate, { retryCount }) => {
    if (!shouldRetry(error) || retryCount > (config.errorRetryCount ?? 0)) return;
    setTimeout(() => void revalidate({ retryCount }), 1000 * 2 ** retryCount);
  },
};

/** Configuration and dictionary first (suspends with the splash screen), then the site's routes. */
function Startup() {
  const config = use(loadConfig());
  use(initI18n());
  const site = useMemo(() => resolveSite(window.location.hostname, config.appDomain), [config.appDomain]);
  const router = useMemo(() => createAppRouter(site), [site]);
  const environment = useMemo(() => ({ config, site }), [config, site]);
  return (
    <EnvironmentProvider value={environment}>
      <SWRConfig value={swrDefaults}>
        <RouterProvider router={router} />
      </SWRConfig>
    </EnvironmentProvider>
  );
}

export function App() {
  return (
    <BrandingProvider>
      <ErrorBoundary>
        <Suspense fallback={<SplashScreen />}>
          <Startup />
        </Suspense>
      </ErrorBoundary>
    </BrandingProvider>
  );
}
