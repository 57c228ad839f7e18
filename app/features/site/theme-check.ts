import { isThemeCode, isThemeColor, templateForTheme, type TemplateName } from '#shared/theme/themes.ts';

export type ThemeCheck =
  { ok: true; template: TemplateName } | { ok: false; message: 'Invalid theme code' | 'Invalid theme color' };

/** Spec §4/§5: the theme code must be known and its colour allowed for it. */
export function checkTheme(themeCode: unknown, themeColor: unknown): ThemeCheck {
  if (!isThemeCode(themeCode)) return { ok: false, message: 'Invalid theme code' };
  if (!isThemeColor(themeCode, themeColor)) return { ok: false, message: 'Invalid theme color' };
  return { ok: true, template: templateForTheme(themeCode) };
}
