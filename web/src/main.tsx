import { leftForOrganizationCheck, mayLeaveEarly } from './app/early-organization-check';
import { preloadRouteModules } from './app/route-modules';

const start = () =>
  // The page's data is asked for first (a small chunk: the contract and the client), then the app and
  // the page's route chain load together: beside each other, not one after another.
  import('./app/boot-requests')
    .then(({ askPageDataEarly }) => askPageDataEarly())
    .catch(() => undefined) // the app asks for everything itself anyway
    .then(() => {
      preloadRouteModules(window.location.pathname);
      return import('./app/start');
    })
    .then(({ startApp }) => startApp());

if (mayLeaveEarly(window.location.hostname)) {
  // Decided on a small module and /config.json (which the app shares): a page that leaves for the
  // apex check neither downloads nor runs the app.
  void leftForOrganizationCheck()
    // The check could not run (e.g. no configuration): the app starts and shows what went wrong.
    .catch(() => false)
    .then((leaving) => (leaving ? undefined : start()));
} else {
  void start();
}
