/** Spec 1 §9: "Themes: default, sunset, greeny, beach, tech, sweetHues, defaultDark, deepOcean, slate." */
export const THEMES = [
  'default',
  'sunset',
  'greeny',
  'beach',
  'tech',
  'sweetHues',
  'defaultDark',
  'deepOcean',
  'slate',
] as const;
export type ThemeName = (typeof THEMES)[number];

/** "Default brand colour #9C3094 (#9C3296 for the theme)." */
export const DEFAULT_BRAND_COLOR = '#9C3094';
export const DEFAULT_THEME_COLOR = '#9C3296';
/** "Default logo path /assets/images/logo.png." */
export const DEFAULT_LOGO_PATH = '/assets/images/logo.png';
