import { leftForOrganizationCheck, mayLeaveEarly } from './app/early-organization-check';
import { preloadRouteModules } from './app/route-modules';

const start = () => {
  // First the page's data (a small chunk: the contract and the client asking for it), then the app and
  // the page's route chain: requested together, so they load beside each other, not one behind another.
  void import('./app/boot-requests')
    .then(({ askPageDataEarly }) => askPageDataEarly())
    .catch(() => undefined); // the app asks for everything itself anyway
  const app = import('./app/start');
  preloadRouteModules(window.location.pathname);
  return app.then(({ startApp }) => startApp());
};

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
