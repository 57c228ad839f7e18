import { animationEasing, animationMs } from '#shared/rules/timings.ts';
import { themeColors, type ThemeCode } from './themes.ts';

/**
 * Design tokens: the CSS custom properties every theme × colour variant sets on <html>.
 *
 * Colours are derived, not hand-listed: a theme gives the *character* (dark or light, how tinted
 * and how deep the background is, corner radius, display font, shadow), a colour variant gives the
 * *hues* (primary, accent, background tint). Every text pairing is then pushed in lightness until it
 * reaches WCAG AA (4.5:1), so a new theme or variant cannot ship unreadable text (tokens.test.ts
 * checks all 95 combinations).
 */
export type ThemeTokens = Record<
  | '--color-bg'
  | '--color-surface'
  | '--color-surface-2'
  | '--color-primary'
  | '--color-on-primary'
  | '--color-accent'
  | '--color-text'
  | '--color-muted'
  | '--color-border'
  | '--radius'
  | '--font-display'
  | '--shadow'
  | '--duration'
  | '--easing'
  | '--color-scheme',
  string
>;

/** WCAG AA for normal text. */
const minimumContrast = 4.5;

const cjk = "'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC'";
const fonts = {
  grandSerif: `Georgia, 'Times New Roman', ${cjk}, serif`,
  palatino: `'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, ${cjk}, serif`,
  didone: `Didot, 'Bodoni 72', 'Bodoni MT', 'Times New Roman', ${cjk}, serif`,
  baskerville: `Baskerville, 'Baskerville Old Face', 'Hoefler Text', Garamond, ${cjk}, serif`,
  copperplate: `Copperplate, 'Copperplate Gothic Light', 'Palatino Linotype', Georgia, ${cjk}, serif`,
  humanist: `Optima, Candara, 'Segoe UI', ${cjk}, sans-serif`,
  geometric: `'Avenir Next', Avenir, 'Century Gothic', 'Segoe UI', ${cjk}, sans-serif`,
  system: `system-ui, -apple-system, 'Segoe UI', Roboto, ${cjk}, sans-serif`,
  rounded: `'Arial Rounded MT Bold', 'Varela Round', 'Trebuchet MS', ${cjk}, sans-serif`,
  heavy: `'Arial Black', 'Segoe UI Black', Impact, ${cjk}, sans-serif`,
  playful: `'Trebuchet MS', 'Segoe UI', ${cjk}, sans-serif`,
  comic: `'Comic Sans MS', 'Chalkboard SE', 'Comic Neue', 'Trebuchet MS', ${cjk}, sans-serif`,
  pixel: `'Lucida Console', 'Courier New', ${cjk}, monospace`,
  condensed: `'Arial Narrow', 'Roboto Condensed', 'Helvetica Neue', Arial, ${cjk}, sans-serif`,
} as const;

type ShadowStyle = 'soft' | 'deep' | 'glow' | 'crisp' | 'lifted' | 'flat';

interface Character {
  mode: 'dark' | 'light';
  /** Background lightness (HSL %). */
  bgL: number;
  /** How strongly the variant's tint colours the background, 0–1. */
  tint: number;
  /** Lightness step from bg to surface to surface-2. */
  step: number;
  /** Primary lightness before the contrast push. */
  primaryL: number;
  /** Rotates the variant's background tint, so two themes with the same variant still differ. */
  hueShift: number;
  radius: string;
  font: string;
  shadow: ShadowStyle;
}

const characters: Record<ThemeCode, Character> = {
  // Casino: dark and luxurious, each with a different room.
  casino1: {
    mode: 'dark',
    bgL: 7,
    tint: 0.35,
    step: 5,
    primaryL: 56,
    hueShift: 0,
    radius: '10px',
    font: fonts.grandSerif,
    shadow: 'deep',
  },
  casino2: {
    mode: 'dark',
    bgL: 10,
    tint: 0.6,
    step: 5,
    primaryL: 60,
    hueShift: -12,
    radius: '16px',
    font: fonts.palatino,
    shadow: 'soft',
  },
  casino3: {
    mode: 'dark',
    bgL: 4,
    tint: 0.12,
    step: 4,
    primaryL: 62,
    hueShift: 0,
    radius: '2px',
    font: fonts.didone,
    shadow: 'crisp',
  },
  casino4: {
    mode: 'dark',
    bgL: 9,
    tint: 0.75,
    step: 6,
    primaryL: 60,
    hueShift: 25,
    radius: '20px',
    font: fonts.geometric,
    shadow: 'glow',
  },
  casino5: {
    mode: 'dark',
    bgL: 8,
    tint: 0.3,
    step: 5,
    primaryL: 58,
    hueShift: -25,
    radius: '0px',
    font: fonts.copperplate,
    shadow: 'crisp',
  },
  casino6: {
    mode: 'dark',
    bgL: 13,
    tint: 0.5,
    step: 5,
    primaryL: 64,
    hueShift: 35,
    radius: '12px',
    font: fonts.system,
    shadow: 'soft',
  },
  casino7: {
    mode: 'dark',
    bgL: 6,
    tint: 0.7,
    step: 6,
    primaryL: 55,
    hueShift: 10,
    radius: '6px',
    font: fonts.baskerville,
    shadow: 'deep',
  },
  casino8: {
    mode: 'dark',
    bgL: 15,
    tint: 0.15,
    step: 4,
    primaryL: 60,
    hueShift: 0,
    radius: '8px',
    font: fonts.geometric,
    shadow: 'flat',
  },
  casino9: {
    mode: 'dark',
    bgL: 9,
    tint: 0.55,
    step: 5,
    primaryL: 58,
    hueShift: -40,
    radius: '14px',
    font: fonts.humanist,
    shadow: 'glow',
  },
  // Slots: bright and playful; most are light, a few are neon-on-dark.
  slot1: {
    mode: 'light',
    bgL: 96,
    tint: 0.7,
    step: 5,
    primaryL: 45,
    hueShift: 0,
    radius: '18px',
    font: fonts.rounded,
    shadow: 'lifted',
  },
  slot2: {
    mode: 'dark',
    bgL: 12,
    tint: 0.9,
    step: 6,
    primaryL: 62,
    hueShift: -20,
    radius: '14px',
    font: fonts.heavy,
    shadow: 'glow',
  },
  slot3: {
    mode: 'light',
    bgL: 97,
    tint: 0.9,
    step: 6,
    primaryL: 42,
    hueShift: 20,
    radius: '24px',
    font: fonts.playful,
    shadow: 'lifted',
  },
  slot4: {
    mode: 'dark',
    bgL: 14,
    tint: 0.8,
    step: 6,
    primaryL: 60,
    hueShift: 40,
    radius: '16px',
    font: fonts.rounded,
    shadow: 'glow',
  },
  slot5: {
    mode: 'light',
    bgL: 94,
    tint: 1,
    step: 5,
    primaryL: 44,
    hueShift: -15,
    radius: '28px',
    font: fonts.rounded,
    shadow: 'soft',
  },
  slot6: {
    mode: 'light',
    bgL: 98,
    tint: 0.5,
    step: 7,
    primaryL: 40,
    hueShift: 0,
    radius: '6px',
    font: fonts.comic,
    shadow: 'crisp',
  },
  slot7: {
    mode: 'dark',
    bgL: 9,
    tint: 1,
    step: 6,
    primaryL: 64,
    hueShift: 30,
    radius: '20px',
    font: fonts.geometric,
    shadow: 'glow',
  },
  slot8: {
    mode: 'light',
    bgL: 95,
    tint: 0.8,
    step: 6,
    primaryL: 42,
    hueShift: 10,
    radius: '12px',
    font: fonts.heavy,
    shadow: 'lifted',
  },
  slot9: {
    mode: 'dark',
    bgL: 11,
    tint: 0.6,
    step: 6,
    primaryL: 60,
    hueShift: -30,
    radius: '4px',
    font: fonts.pixel,
    shadow: 'crisp',
  },
  // Sportsbook: dark, dense and sporty.
  sportsbook1: {
    mode: 'dark',
    bgL: 9,
    tint: 0.4,
    step: 4,
    primaryL: 55,
    hueShift: 0,
    radius: '4px',
    font: fonts.condensed,
    shadow: 'flat',
  },
};

interface Variant {
  hue: number;
  sat: number;
  accentHue: number;
  accentSat: number;
  /** Background tint hue and saturation (before the theme's `tint` factor). */
  tintHue: number;
  tintSat: number;
}

const variants: Record<string, Variant> = {
  // casino
  gold: { hue: 43, sat: 85, accentHue: 350, accentSat: 70, tintHue: 35, tintSat: 30 },
  ruby: { hue: 350, sat: 80, accentHue: 43, accentSat: 85, tintHue: 350, tintSat: 45 },
  emerald: { hue: 152, sat: 65, accentHue: 43, accentSat: 80, tintHue: 160, tintSat: 45 },
  sapphire: { hue: 218, sat: 85, accentHue: 190, accentSat: 70, tintHue: 222, tintSat: 50 },
  onyx: { hue: 220, sat: 8, accentHue: 43, accentSat: 75, tintHue: 220, tintSat: 6 },
  // slot
  neon: { hue: 300, sat: 90, accentHue: 180, accentSat: 90, tintHue: 270, tintSat: 70 },
  candy: { hue: 330, sat: 85, accentHue: 195, accentSat: 80, tintHue: 330, tintSat: 75 },
  lime: { hue: 95, sat: 80, accentHue: 280, accentSat: 70, tintHue: 115, tintSat: 60 },
  ocean: { hue: 200, sat: 90, accentHue: 38, accentSat: 95, tintHue: 205, tintSat: 70 },
  sunset: { hue: 20, sat: 92, accentHue: 330, accentSat: 80, tintHue: 25, tintSat: 80 },
  // sportsbook
  pitch: { hue: 140, sat: 70, accentHue: 55, accentSat: 95, tintHue: 150, tintSat: 35 },
  night: { hue: 225, sat: 85, accentHue: 190, accentSat: 85, tintHue: 228, tintSat: 40 },
  court: { hue: 25, sat: 90, accentHue: 200, accentSat: 80, tintHue: 215, tintSat: 25 },
  ice: { hue: 190, sat: 85, accentHue: 210, accentSat: 60, tintHue: 200, tintSat: 45 },
  flame: { hue: 5, sat: 85, accentHue: 40, accentSat: 95, tintHue: 0, tintSat: 35 },
};

// --- colour maths (sRGB, WCAG 2.x) ---

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const hue = ((h % 360) + 360) % 360;
  const sat = Math.min(100, Math.max(0, s)) / 100;
  const light = Math.min(100, Math.max(0, l)) / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [f(0), f(8), f(4)].map((v) => Math.round(v * 255)) as [number, number, number];
}

function hex(h: number, s: number, l: number): string {
  return `#${hslToRgb(h, s, l)
    .map((v) => v.toString(16).padStart(2, '0'))
    .join('')}`;
}

function luminance(color: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #rrggbb colours (1–21). */
function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The colour h/s/l moved in lightness (`direction` +1 lighter, -1 darker) until it reaches `target`
 * against every colour in `against`. Lightness 0 or 100 always reaches 4.5 against a dark or light
 * background, so the loop ends.
 */
function readable(
  h: number,
  s: number,
  l: number,
  against: string[],
  direction: 1 | -1,
  target = minimumContrast,
) {
  let light = l;
  while (light >= 0 && light <= 100) {
    const color = hex(h, s, light);
    if (against.every((other) => contrastRatio(color, other) >= target)) return { color, l: light };
    light += direction;
  }
  return { color: direction > 0 ? '#ffffff' : '#000000', l: direction > 0 ? 100 : 0 };
}

function shadowOf(style: ShadowStyle, primary: string, mode: Character['mode']): string {
  const ink = mode === 'dark' ? 'rgb(0 0 0 / 0.5)' : 'rgb(20 20 60 / 0.14)';
  switch (style) {
    case 'soft':
      return `0 6px 20px ${ink}`;
    case 'deep':
      return `0 14px 36px ${ink}, 0 2px 6px ${ink}`;
    case 'glow':
      return `0 0 0 1px ${primary}40, 0 8px 28px ${primary}33`;
    case 'crisp':
      return `0 1px 0 ${primary}55, 0 4px 12px ${ink}`;
    case 'lifted':
      return `0 4px 0 ${primary}2e, 0 10px 24px ${ink}`;
    case 'flat':
      return `0 1px 3px ${ink}`;
  }
}

/** Dark yellow-greens read as mud: a shifted tint that lands there stays on the side it came from. */
function shiftTint(hue: number, shift: number): number {
  const shifted = (((hue + shift) % 360) + 360) % 360;
  if (shifted < 45 || shifted > 100 || (hue >= 45 && hue <= 100)) return shifted;
  return hue < 45 || hue > 300 ? 40 : 105;
}

function buildTokens(theme: ThemeCode, variant: Variant): ThemeTokens {
  const c = characters[theme];
  const tintHue = shiftTint(variant.tintHue, c.hueShift);
  const tintSat = variant.tintSat * c.tint;
  const dark = c.mode === 'dark';
  const away: 1 | -1 = dark ? 1 : -1;

  const bg = hex(tintHue, tintSat, c.bgL);
  const surface = hex(tintHue, tintSat, dark ? c.bgL + c.step : Math.min(100, c.bgL + 4));
  const surface2 = hex(tintHue, tintSat, dark ? c.bgL + 2 * c.step : c.bgL - c.step);
  const surfaces = [bg, surface, surface2];

  const text = readable(tintHue, Math.min(30, tintSat + 10), dark ? 93 : 12, surfaces, away).color;
  const muted = readable(tintHue, Math.min(18, tintSat), dark ? 68 : 40, surfaces, away).color;

  // Primary is used for buttons (with on-primary text) and for links on the page background.
  const onPrimaryBase = dark ? hex(variant.hue, 45, 7) : hex(variant.hue, 30, 99);
  const primary = readable(variant.hue, variant.sat, c.primaryL, [bg, surface, onPrimaryBase], away).color;
  const accent = readable(variant.accentHue, variant.accentSat, dark ? 62 : 38, [bg, surface], away).color;
  const border = hex(
    tintHue,
    Math.min(40, tintSat + 8),
    dark ? c.bgL + 3 * c.step + 4 : c.bgL - 2 * c.step - 4,
  );

  return {
    '--color-bg': bg,
    '--color-surface': surface,
    '--color-surface-2': surface2,
    '--color-primary': primary,
    '--color-on-primary': onPrimaryBase,
    '--color-accent': accent,
    '--color-text': text,
    '--color-muted': muted,
    '--color-border': border,
    '--radius': c.radius,
    '--font-display': c.font,
    '--shadow': shadowOf(c.shadow, primary, c.mode),
    '--duration': `${animationMs}ms`,
    '--easing': animationEasing,
    // Read by root.css as `color-scheme`, so form controls and scrollbars match the theme.
    '--color-scheme': c.mode,
  };
}

const cache = new Map<string, ThemeTokens>();

/**
 * The custom properties of a theme and colour variant, for `style` on <html>. A colour the theme
 * does not offer falls back to its first variant (the theme check refuses such brands earlier; this
 * only keeps a stray value from producing an unstyled page).
 */
export function themeStyle(theme: ThemeCode, color: string): ThemeTokens {
  const allowed = themeColors(theme);
  const variantName = allowed.includes(color) ? color : (allowed[0] ?? 'gold');
  const key = `${theme}/${variantName}`;
  let tokens = cache.get(key);
  if (!tokens) {
    const variant = variants[variantName];
    if (!variant) throw new Error(`No colour variant ${variantName}`);
    tokens = buildTokens(theme, variant);
    cache.set(key, tokens);
  }
  return tokens;
}
