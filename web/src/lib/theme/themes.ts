import type { ThemeName } from '#shared/domain/themes';

/**
 * The surfaces of each theme (spec 1 §9: "Themes: default, sunset, greeny, beach, tech, sweetHues,
 * defaultDark, deepOcean, slate"). The brand colour is not part of a theme: it is the tube's colour and
 * is layered on top (see system.ts), so any theme works with any organization colour.
 */
export interface ThemeTokens {
  /** Dark themes also switch Chakra's colour mode so built-in recipes pick their dark variants. */
  mode: 'light' | 'dark';
  /** Page background. */
  bg: string;
  /** Slightly set-off areas (header strips, hovered rows). */
  subtle: string;
  /** Stronger fills (inputs on hover, chips). */
  muted: string;
  /** Cards, dialogs, menus. */
  panel: string;
  /** Body text. */
  fg: string;
  /** Secondary text; at least 4.5:1 on bg and panel. */
  fgMuted: string;
  /** Hairlines and input borders. */
  border: string;
}

export const THEME_TOKENS: Record<ThemeName, ThemeTokens> = {
  default: {
    mode: 'light',
    bg: '#FFFFFF',
    subtle: '#F8F6F9',
    muted: '#EFEAF1',
    panel: '#FFFFFF',
    fg: '#18161B',
    fgMuted: '#55505A',
    border: '#DDD6E0',
  },
  sunset: {
    mode: 'light',
    bg: '#FFF8F3',
    subtle: '#FFEFE4',
    muted: '#FCE1CF',
    panel: '#FFFFFF',
    fg: '#2B1A12',
    fgMuted: '#674637',
    border: '#F0D0BB',
  },
  greeny: {
    mode: 'light',
    bg: '#F5FAF5',
    subtle: '#E9F4E9',
    muted: '#D9ECDA',
    panel: '#FFFFFF',
    fg: '#13251A',
    fgMuted: '#415C4A',
    border: '#CADFCD',
  },
  beach: {
    mode: 'light',
    bg: '#F3F9FB',
    subtle: '#E4F2F7',
    muted: '#FBF0DA',
    panel: '#FFFFFF',
    fg: '#0F2A36',
    fgMuted: '#3D5C68',
    border: '#CBE3EC',
  },
  tech: {
    mode: 'light',
    bg: '#F4F6F9',
    subtle: '#EAEEF4',
    muted: '#DCE2EB',
    panel: '#FFFFFF',
    fg: '#0D1420',
    fgMuted: '#475367',
    border: '#D0D8E3',
  },
  sweetHues: {
    mode: 'light',
    bg: '#FFF7FB',
    subtle: '#FCEAF3',
    muted: '#F5DBEA',
    panel: '#FFFFFF',
    fg: '#2A1622',
    fgMuted: '#674659',
    border: '#EDD0E0',
  },
  defaultDark: {
    mode: 'dark',
    bg: '#121214',
    subtle: '#1B1B1F',
    muted: '#26262C',
    panel: '#1B1B1F',
    fg: '#F4F4F6',
    fgMuted: '#B3B3BC',
    border: '#3A3A43',
  },
  deepOcean: {
    mode: 'dark',
    bg: '#06182B',
    subtle: '#0B2440',
    muted: '#123152',
    panel: '#0B2440',
    fg: '#E8F1FA',
    fgMuted: '#A8BDD2',
    border: '#234A72',
  },
  slate: {
    mode: 'light',
    bg: '#F1F3F5',
    subtle: '#E5E8EC',
    muted: '#D7DCE2',
    panel: '#FFFFFF',
    fg: '#1E252D',
    fgMuted: '#4A5461',
    border: '#C8D0D9',
  },
};
