import { storage } from '../../../lib/storage';
import {
  parsePlayerPreferences,
  PLAYER_PREFERENCES_STORAGE_KEY,
  serializePlayerPreferences,
  type PlayerPreferences,
} from '../model/player-preferences';

/** The player's remembered settings in this browser (local storage; lost quietly where it is off). */
export function loadPlayerPreferences(): PlayerPreferences {
  return parsePlayerPreferences(storage.get(PLAYER_PREFERENCES_STORAGE_KEY));
}

/** Remembers one menu choice, keeping the others (read afresh: another tab may have changed them). */
export function savePlayerPreference(change: Partial<PlayerPreferences>): void {
  storage.set(
    PLAYER_PREFERENCES_STORAGE_KEY,
    serializePlayerPreferences({ ...loadPlayerPreferences(), ...change }),
  );
}
