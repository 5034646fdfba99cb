import { leftForOrganizationCheck, mayLeaveEarly } from './app/early-organization-check';
import { preloadRouteModules } from './app/route-modules';

const start = () => {
  // The page's data first (a small chunk: the contract and the client asking for it), beside the app.
  void import('./app/boot-requests')
    .then(({ askPageDataEarly }) => askPageDataEarly())
    .catch(() => undefined); // the app asks for everything itself anyway
  return import('./app/start').then(({ startApp }) => {
    // Once the app's own chunks are in (they come first: the route chain would queue before them on
    // the browser's few connections), the page's route chain loads while the app starts.
    preloadRouteModules(window.location.pathname);
    startApp();
  });
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
