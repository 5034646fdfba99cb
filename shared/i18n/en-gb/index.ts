/** The en-gb UI texts: only the British spellings that differ from en-us (the rest is read from en-us, see ../dictionaries.ts). */
import type { LanguageAreas } from '../areas.js';
import core from './core.json' with { type: 'json' };
import auth from './auth.json' with { type: 'json' };
import shell from './shell.json' with { type: 'json' };
import support from './support.json' with { type: 'json' };
import profile from './profile.json' with { type: 'json' };
import lists from './lists.json' with { type: 'json' };
import notifications from './notifications.json' with { type: 'json' };

const areas: LanguageAreas = {
  core,
  auth,
  shell,
  support,
  profile,
  lists,
  notifications,
};
export default areas;
