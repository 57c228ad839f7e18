import { themeStyle, type ThemeTokens } from '#shared/theme/tokens.ts';
import type { ThemeCode } from '#shared/theme/themes.ts';

/**
 * The theme's custom properties as they stand in the style of `element` (the page's <html>, where
 * the server wrote them).
 */
export function themeStyleOfElement(element: HTMLElement): Partial<ThemeTokens> {
  const style: Record<string, string> = {};
  for (let index = 0; index < element.style.length; index += 1) {
    const name = element.style.item(index);
    if (name.startsWith('--')) style[name] = element.style.getPropertyValue(name);
  }
  return style;
}

let documentStyle: Partial<ThemeTokens> | undefined;

/**
 * The style of <html> for a brand's theme. The server computes it from the token tables; in the
 * browser the brand (so the theme) never changes without a full page load, so the page keeps what
 * the server wrote and the tables stay out of the client's JavaScript (`import.meta.env.SSR` is a
 * constant there, and the bundler drops the branch and the import with it).
 */
export function pageThemeStyle(theme: ThemeCode, color: string): Partial<ThemeTokens> {
  if (import.meta.env.SSR) return themeStyle(theme, color);
  documentStyle ??= themeStyleOfElement(document.documentElement);
  return documentStyle;
}
