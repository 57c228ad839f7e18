/**
 * Templates, the theme each is bound to, and the five colour variants of every theme.
 * DESIGN.md fixes the template↔theme table; the colour names are ours (decision 0005).
 */
export const templateThemes = {
  template1: 'casino1',
  template2: 'casino2',
  template3: 'slot1',
  template4: 'slot2',
  template5: 'casino3',
  template6: 'slot4',
  template7: 'slot3',
  template8: 'slot5',
  template9: 'casino4',
  template10: 'sportsbook1',
  template11: 'casino5',
  template12: 'slot6',
  template13: 'casino6',
  template14: 'slot7',
  template15: 'casino7',
  template16: 'slot8',
  template17: 'casino8',
  template19: 'casino9',
  template20: 'slot9',
} as const;

export type TemplateName = keyof typeof templateThemes;
export type ThemeCode = (typeof templateThemes)[TemplateName];

export const templateNames = Object.keys(templateThemes) as TemplateName[];
export const themeCodes = Object.values(templateThemes) as ThemeCode[];

const casinoColors = ['gold', 'ruby', 'emerald', 'sapphire', 'onyx'] as const;
const slotColors = ['neon', 'candy', 'lime', 'ocean', 'sunset'] as const;
const sportsbookColors = ['pitch', 'night', 'court', 'ice', 'flame'] as const;

export function themeColors(themeCode: ThemeCode): readonly string[] {
  if (themeCode.startsWith('casino')) return casinoColors;
  if (themeCode.startsWith('slot')) return slotColors;
  return sportsbookColors;
}

export function isThemeCode(value: unknown): value is ThemeCode {
  return typeof value === 'string' && (themeCodes as readonly string[]).includes(value);
}

export function isThemeColor(themeCode: ThemeCode, color: unknown): boolean {
  return typeof color === 'string' && themeColors(themeCode).includes(color);
}

export function templateForTheme(themeCode: ThemeCode): TemplateName {
  const entry = Object.entries(templateThemes).find(([, theme]) => theme === themeCode);
  if (!entry) throw new Error(`No template for theme ${themeCode}`);
  return entry[0] as TemplateName;
}

/** Themes whose <body> carries a class of their own name (spec section 9). */
export const themesWithBodyClass: readonly ThemeCode[] = [
  'slot2',
  'slot4',
  'casino4',
  'sportsbook1',
  'casino3',
];
