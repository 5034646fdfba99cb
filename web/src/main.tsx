import { leftForOrganizationCheck, mayLeaveEarly } from './app/early-organization-check';

const start = () => import('./app/start').then(({ startApp }) => startApp());

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
