/**
 * The modules of the route chain a tenant page loads one after another (the tenant startup, the
 * session, the route guard, the shell, the page), named once: the router's lazy routes import them,
 * and the boot (main.tsx) starts them all at once, beside the app's own chunks, on the pages it knows
 * the chain of. Without that, each lazy route of the chain was fetched only after the app had started
 * and routed (issue 10: "preload the player chunk on video routes"). Kept free of static imports:
 * the entry chunk stays small.
 */
export const tenantStartupModule = () => import('../features/tenant/routes/tenant-startup');
export const sessionRootModule = () => import('./session-root');
export const shellLayoutModule = () => import('./shell-layout');
/** What the add-video feature adds to the video page. */
export const videoPageSlotsModule = () => import('../features/add-video/components/add-video-button');

/** /video/{humanId} and /video/{humanId}/{version}/{lang} (features/video/routes.ts). */
const VIDEO_PAGE = /^\/video\/[^/]+(?:\/[^/]+\/[^/]+)?\/?$/;

/** Starts loading the route chain of `pathname` when it is a video page, then hls.js. */
export function preloadRouteModules(pathname: string): void {
  if (!VIDEO_PAGE.test(pathname)) return;
  const chain = Promise.all([
    tenantStartupModule(),
    sessionRootModule(),
    import('../features/auth/routes/route-guard'),
    shellLayoutModule(),
    import('../features/video/routes/video-page'),
    videoPageSlotsModule(),
  ]);
  // hls.js (the largest chunk) after the chain, which renders the page it plays in. A failed preload
  // is not reported here: the router (or the player) imports the same module and shows its error.
  void chain
    .catch(() => undefined)
    .then(() => import('hls.js'))
    .catch(() => undefined);
}
