import { createSystem, defaultConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import { DEFAULT_BRAND_COLOR, type ThemeName } from '#shared/domain/themes';
import { ensureContrast, isHexColor, mix, normalizeHex, readableTextOn } from '../color';
import { THEME_TOKENS, type ThemeTokens } from './themes';

export interface BrandTheme {
  theme: ThemeName;
  /** The tube's / organization's colour; falls back to the product colour when missing or invalid. */
  color: string;
}

export const PRODUCT_BRAND: BrandTheme = { theme: 'default', color: DEFAULT_BRAND_COLOR };

/** Both colour-mode variants get the same value: the theme, not the OS, decides light or dark. */
const fixed = (value: string) => ({ value: { _light: value, _dark: value } });

/** The `brand` colour palette (brand.50…950 plus Chakra's semantic slots) derived from one colour. */
export function brandPalette(color: string, surfaces: ThemeTokens) {
  const base = isHexColor(color) ? normalizeHex(color) : DEFAULT_BRAND_COLOR;
  const steps = {
    50: mix(base, '#FFFFFF', 0.92),
    100: mix(base, '#FFFFFF', 0.84),
    200: mix(base, '#FFFFFF', 0.68),
    300: mix(base, '#FFFFFF', 0.48),
    400: mix(base, '#FFFFFF', 0.24),
    500: base,
    600: mix(base, '#000000', 0.15),
    700: mix(base, '#000000', 0.3),
    800: mix(base, '#000000', 0.45),
    900: mix(base, '#000000', 0.6),
    950: mix(base, '#000000', 0.75),
  };
  const semantic = {
    // The exact organization colour: the element a visitor recognises the company by.
    solid: base,
    contrast: readableTextOn(base),
    // Brand-coloured text must stay readable on this theme's page and card backgrounds.
    fg: ensureContrast(ensureContrast(base, surfaces.bg), surfaces.panel),
    subtle: mix(base, surfaces.bg, 0.88),
    muted: mix(base, surfaces.bg, 0.76),
    emphasized: mix(base, surfaces.bg, 0.62),
    focusRing: ensureContrast(base, surfaces.bg, 3),
    // A hovered solid button moves away from its text colour, never towards it: Chakra's default
    // (the fill at 90 % opacity, i.e. paler) takes a brand colour just above 4.5:1 below it.
    solidHover: mix(base, readableTextOn(base) === '#FFFFFF' ? '#000000' : '#FFFFFF', 0.12),
  };
  return { steps, semantic };
}

/** A red that reads at least 4.5:1 on the theme's page and panel backgrounds. */
export function errorText(surfaces: { mode: 'light' | 'dark'; bg: string; panel: string }): string {
  const red = surfaces.mode === 'dark' ? '#F87171' : '#DC2626';
  return ensureContrast(ensureContrast(red, surfaces.bg), surfaces.panel);
}

/**
 * Menus, popovers, selects and tooltips are placed by floating-ui a moment after they mount; until then
 * zag paints them at the page's top-left corner, under the sticky header (no z-index yet), for a frame
 * or, on a busy machine, several. A pointer aimed at an item there (a user's, or a test's click, which
 * computed the item's place from that frame) leaves the submenu's trigger towards nowhere and the
 * submenu closes under it: "element was detached from the DOM". Until the positioner carries its
 * place (`--x`) it stays off-screen above the page, where zag itself keeps a floating part that has no
 * placement.
 */
export const UNPLACED_FLOATING =
  ':is([data-scope=menu], [data-scope=popover], [data-scope=select], [data-scope=combobox], [data-scope=tooltip], [data-scope=hover-card])[data-part=positioner]:not([style*="--x:"])';

const STEPS = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950];

/** `{colors.red.600}` with white text → `{colors.red.700}`: one step away from the text colour. */
function stepAwayFromText(solid: string, contrast: string): string {
  const match = /^\{colors\.(\w+)\.(\d+)\}$/.exec(solid);
  if (!match) return '{colors.gray.100}'; // the dark-mode grey fill is plain white: a hair darker
  const index = STEPS.indexOf(Number(match[2]));
  const darker = /white/.test(contrast);
  const next = STEPS[Math.min(STEPS.length - 1, Math.max(0, index + (darker ? 1 : -1)))];
  return `{colors.${match[1]}.${next}}`;
}

/** `solidHover` for each of Chakra's own palettes (red for deletions, grey, green …). */
function defaultSolidHovers() {
  const palettes = defaultConfig.theme?.semanticTokens?.colors ?? {};
  const hovers: Record<string, { solidHover: { value: { _light: string; _dark: string } } }> = {};
  for (const [name, palette] of Object.entries(palettes)) {
    type Conditional = { value: { _light: string; _dark: string } };
    const tokens = palette as Partial<Record<'solid' | 'contrast', Conditional>>;
    if (!tokens.solid || !tokens.contrast) continue;
    hovers[name] = {
      solidHover: {
        value: {
          _light: stepAwayFromText(tokens.solid.value._light, tokens.contrast.value._light),
          _dark: stepAwayFromText(tokens.solid.value._dark, tokens.contrast.value._dark),
        },
      },
    };
  }
  return hovers;
}

export function themeConfig({ theme, color }: BrandTheme) {
  const surfaces = THEME_TOKENS[theme];
  const brand = brandPalette(color, surfaces);
  return defineConfig({
    theme: {
      recipes: {
        button: {
          variants: {
            variant: {
              solid: {
                _hover: { bg: 'colorPalette.solidHover' },
                _expanded: { bg: 'colorPalette.solidHover' },
              },
            },
          },
        },
      },
      tokens: {
        colors: {
          brand: Object.fromEntries(Object.entries(brand.steps).map(([k, v]) => [k, { value: v }])),
        },
      },
      semanticTokens: {
        colors: {
          ...defaultSolidHovers(),
          brand: Object.fromEntries(Object.entries(brand.semantic).map(([k, v]) => [k, fixed(v)])),
          bg: {
            DEFAULT: fixed(surfaces.bg),
            subtle: fixed(surfaces.subtle),
            muted: fixed(surfaces.muted),
            panel: fixed(surfaces.panel),
          },
          fg: {
            DEFAULT: fixed(surfaces.fg),
            muted: fixed(surfaces.fgMuted),
            // Form errors (Field.ErrorText) readable on this theme's page and cards: Chakra's red.500
            // reads 3.8:1 on white, under WCAG AA.
            error: fixed(errorText(surfaces)),
          },
          border: {
            DEFAULT: fixed(surfaces.border),
            emphasized: fixed(mix(surfaces.border, surfaces.fg, 0.25)),
          },
        },
      },
    },
    globalCss: {
      // Links and focus rings carry the organization colour everywhere, not only where a component asks.
      html: { colorPalette: 'brand' },
      [UNPLACED_FLOATING]: { transform: 'translate3d(0, -100vh, 0) !important' },
    },
  });
}

const cache = new Map<string, SystemContext>();

/** The Chakra system for a theme + brand colour; memoized so re-renders never rebuild the CSS. */
export function brandSystem(brand: BrandTheme): SystemContext {
  const key = `${brand.theme}|${brand.color.toUpperCase()}`;
  let system = cache.get(key);
  if (!system) {
    system = createSystem(defaultConfig, themeConfig(brand));
    cache.set(key, system);
  }
  return system;
}
