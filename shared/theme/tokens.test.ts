import { describe, expect, it } from 'vitest';
import { animationEasing, animationMs } from '#shared/rules/timings.ts';
import { themeCodes, themeColors } from './themes.ts';
import { themeStyle } from './tokens.ts';

/** WCAG 2.x relative luminance and contrast, written out here so the test does not trust the module's own. */
function wcagContrast(a: string, b: string): number {
  const lum = (color: string) => {
    const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
    if (!match) throw new Error(`not a #rrggbb colour: ${color}`);
    const [r, g, bl] = match.slice(1).map((part) => {
      const c = parseInt(part, 16) / 255;
      return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [x, y] = [lum(a), lum(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

const combinations = themeCodes.flatMap((theme) => themeColors(theme).map((color) => ({ theme, color })));

const requiredProperties = [
  '--color-bg',
  '--color-surface',
  '--color-surface-2',
  '--color-primary',
  '--color-on-primary',
  '--color-accent',
  '--color-text',
  '--color-muted',
  '--color-border',
  '--radius',
  '--font-display',
  '--shadow',
];

describe('theme tokens', () => {
  it('covers 19 themes × 5 colour variants', () => {
    expect(combinations).toHaveLength(95);
  });

  it.each(combinations)('$theme/$color sets every token', ({ theme, color }) => {
    const tokens = themeStyle(theme, color);
    for (const property of requiredProperties) expect(tokens).toHaveProperty([property]);
    expect(tokens['--radius']).toMatch(/^\d+px$/);
  });

  it.each(combinations)('$theme/$color text pairs reach WCAG AA (4.5:1)', ({ theme, color }) => {
    const t = themeStyle(theme, color);
    const pairs: [string, string, string][] = [
      ['text on bg', t['--color-text'], t['--color-bg']],
      ['text on surface', t['--color-text'], t['--color-surface']],
      ['text on surface-2', t['--color-text'], t['--color-surface-2']],
      ['on-primary on primary', t['--color-on-primary'], t['--color-primary']],
      ['muted on bg', t['--color-muted'], t['--color-bg']],
      ['muted on surface', t['--color-muted'], t['--color-surface']],
      ['primary (links) on bg', t['--color-primary'], t['--color-bg']],
      ['accent on bg', t['--color-accent'], t['--color-bg']],
    ];
    for (const [name, fg, bg] of pairs) {
      expect(wcagContrast(fg, bg), `${theme}/${color}: ${name} (${fg} on ${bg})`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('gives each colour variant of a theme a clearly different primary and background', () => {
    for (const theme of themeCodes) {
      const styles = themeColors(theme).map((color) => themeStyle(theme, color));
      expect(new Set(styles.map((s) => s['--color-primary'])).size, theme).toBe(5);
      expect(new Set(styles.map((s) => s['--color-bg'])).size, theme).toBeGreaterThanOrEqual(4);
    }
  });

  it('gives every theme a character of its own (not two themes with the same tokens)', () => {
    const signatures = themeCodes.map((theme) => {
      const s = themeStyle(theme, themeColors(theme)[0] ?? '');
      return [s['--color-bg'], s['--radius'], s['--font-display'], s['--shadow']].join('|');
    });
    expect(new Set(signatures).size).toBe(themeCodes.length);
  });

  it('separates the families: casino and sportsbook dark, slots include light themes', () => {
    const bgLuminanceDark = (theme: (typeof themeCodes)[number]) =>
      wcagContrast(themeStyle(theme, themeColors(theme)[0] ?? '')['--color-bg'], '#000000') < 2;
    for (const theme of themeCodes.filter((code) => !code.startsWith('slot')))
      expect(bgLuminanceDark(theme), theme).toBe(true);
    expect(
      themeCodes.filter((code) => code.startsWith('slot') && !bgLuminanceDark(code)).length,
    ).toBeGreaterThanOrEqual(4);
  });

  it('carries the default animation, 250 ms ease-in-out (spec section 9)', () => {
    const tokens = themeStyle('casino1', 'gold');
    expect(animationMs).toBe(250);
    expect(tokens['--duration']).toBe('250ms');
    expect(tokens['--easing']).toBe(animationEasing);
    expect(animationEasing).toBe('ease-in-out');
  });

  it('falls back to the first variant for a colour the theme does not offer', () => {
    expect(themeStyle('slot1', 'gold')).toEqual(themeStyle('slot1', 'neon'));
  });
});
