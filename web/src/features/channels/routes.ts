import { redirect, type RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/lazy-page';

/** The channel feature's pages, routed inside the shell layout (spec 1 §2, spec 2 §2 channel routes). */
const tabs = () => import('./routes/channel-tab-pages');

export const channelRoutes: RouteObject[] = [
  {
    path: 'channel/create',
    lazy: lazyPage(() => import('./routes/create-channel-page'), 'CreateChannelPage'),
  },
  {
    path: 'channel/:channelId',
    lazy: lazyPage(() => import('./routes/channel-layout'), 'ChannelLayout'),
    children: [
      // /channel/{redirectId} (spec 2 §2): a channel's own address opens its home.
      { index: true, loader: ({ params }) => redirect(`/channel/${params.channelId ?? ''}/home`) },
      { path: 'home', lazy: lazyPage(tabs, 'ChannelHomePage') },
      { path: 'videos', lazy: lazyPage(tabs, 'ChannelVideosPage') },
      { path: 'playlists', lazy: lazyPage(tabs, 'ChannelPlaylistsPage') },
    ],
  },
  {
    path: 'channel/tags/:channelId',
    lazy: lazyPage(() => import('./routes/channel-tags-page'), 'ChannelTagsPage'),
  },
  {
    path: 'channel/recommendation/:channelId',
    lazy: lazyPage(() => import('./routes/channel-recommendation-page'), 'ChannelRecommendationPage'),
  },
  {
    path: 'subscriptions',
    lazy: lazyPage(() => import('./routes/subscriptions-page'), 'SubscriptionsPage'),
  },
  {
    path: 'playlists',
    lazy: lazyPage(() => import('./routes/playlists-page'), 'PlaylistsPage'),
  },
];
