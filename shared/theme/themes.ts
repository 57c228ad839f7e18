import { templateNames, templateTable, type TemplateName, type ThemeCode } from './template-table.ts';

/**
 * Themes and the five colour variants of every theme. Which template is bound to which theme is a
 * row of the template table; the colour names are ours (decision 0005).
 */
export type { TemplateName, ThemeCode };
export { templateNames };

/** Template → theme code, from the template table. */
export const templateThemes = Object.fromEntries(
  templateNames.map((template) => [template, templateTable[template].theme]),
) as { readonly [T in TemplateName]: (typeof templateTable)[T]['theme'] };

export const themeCodes = templateNames.map((template) => templateTable[template].theme) as ThemeCode[];

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

/** The class the theme gives <body> (spec section 9 "themes with special body classes"), if any. */
export function bodyClassOf(themeCode: unknown): string | undefined {
  if (!isThemeCode(themeCode)) return undefined;
  return templateTable[templateForTheme(themeCode)].bodyClass ?? undefined;
}
