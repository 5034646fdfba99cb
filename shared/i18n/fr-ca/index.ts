/** The fr-ca UI texts: not translated yet (every text falls back to en-us). */
import type { LanguageAreas } from '../areas.js';

const areas: LanguageAreas = {};
export default areas;
