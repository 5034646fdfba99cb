/** The cy UI texts (Welsh), one file per area (see ../dictionaries.ts). */
import type { LanguageAreas } from '../areas.js';
import core from './core.json' with { type: 'json' };
import auth from './auth.json' with { type: 'json' };
import shell from './shell.json' with { type: 'json' };
import video from './video.json' with { type: 'json' };
import channels from './channels.json' with { type: 'json' };
import addVideo from './add-video.json' with { type: 'json' };
import support from './support.json' with { type: 'json' };
import embed from './embed.json' with { type: 'json' };
import profile from './profile.json' with { type: 'json' };
import lists from './lists.json' with { type: 'json' };
import notifications from './notifications.json' with { type: 'json' };
import search from './search.json' with { type: 'json' };
import embedShare from './embed-share.json' with { type: 'json' };

const areas: LanguageAreas = {
  core,
  auth,
  shell,
  video,
  channels,
  'add-video': addVideo,
  support,
  embed,
  profile,
  lists,
  notifications,
  search,
  'embed-share': embedShare,
};
export default areas;
