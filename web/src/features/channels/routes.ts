import type { RouteObject } from 'react-router-dom';

/** The channel feature's pages, routed inside the shell layout (spec 1 §2, spec 2 §2 channel routes). */
const tabs = () => import('./routes/channel-tab-pages');

export const channelRoutes: RouteObject[] = [
  {
    path: 'channel/create',
    lazy: async () => ({ Component: (await import('./routes/create-channel-page')).CreateChannelPage }),
  },
  {
    path: 'channel/:channelId',
    lazy: async () => ({ Component: (await import('./routes/channel-layout')).ChannelLayout }),
    children: [
      { path: 'home', lazy: async () => ({ Component: (await tabs()).ChannelHomePage }) },
      { path: 'videos', lazy: async () => ({ Component: (await tabs()).ChannelVideosPage }) },
      { path: 'playlists', lazy: async () => ({ Component: (await tabs()).ChannelPlaylistsPage }) },
    ],
  },
  {
    path: 'subscriptions',
    lazy: async () => ({ Component: (await import('./routes/subscriptions-page')).SubscriptionsPage }),
  },
  {
    path: 'playlists',
    lazy: async () => ({ Component: (await import('./routes/playlists-page')).PlaylistsPage }),
  },
];
