import { describe, expect, it } from 'vitest';
import { templateBreakpoints } from '#shared/rules/breakpoints.ts';
import { templateNames, templateTable, type TemplateName } from './template-table.ts';
import { bodyClassOf, templateThemes } from './themes.ts';

/** Spec §2 "template1 to template20 (no template18)". */
const specTemplates = Array.from({ length: 20 }, (_, index) => `template${index + 1}`).filter(
  (name) => name !== 'template18',
);

/** DESIGN.md's template ↔ theme table. */
const designThemes: Record<string, string> = {
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
};

/** Spec §9, word for word. */
const specBreakpoints =
  'template2Custom 1200, template3Custom 1200, template4Custom 999, template6Custom 999, template8Custom 999, template9Custom 999, template9Product 1200, template10Custom 1200, template11Custom 768, template12Custom 769, template13Custom 769, template14Custom 769, template15Custom 768, template16Custom 768, template17Custom 768, template20Custom 960';

/** Spec §2 "Login entry by template", by theme. */
const specLoginEntry = (theme: string) =>
  ['slot2', 'slot4', 'sportsbook1'].includes(theme)
    ? 'login-modal'
    : theme === 'slot5'
      ? 'signin-modal'
      : 'page';

/** Spec §9 "Themes with special body classes". */
const specBodyClassThemes = ['slot2', 'slot4', 'casino4', 'sportsbook1', 'casino3'];

/** Frame by theme family (decision 0005's frames): slots get the arcade frame. */
const frameOfTheme = (theme: string) =>
  theme.startsWith('slot')
    ? 'arcade'
    : theme === 'sportsbook1'
      ? 'sportsbook'
      : ['casino4', 'casino6', 'casino8'].includes(theme)
        ? 'side-nav'
        : 'top-nav';

describe('the template table', () => {
  it('has one row for every template of the spec, and no other', () => {
    expect([...templateNames].sort()).toEqual([...specTemplates].sort());
  });

  it.each(specTemplates)('%s has a complete row matching the spec', (name) => {
    const row = templateTable[name as TemplateName];
    const theme = designThemes[name]!;
    expect(row.theme).toBe(theme);
    expect(row.loginEntry).toBe(specLoginEntry(theme));
    expect(row.bodyClass).toBe(specBodyClassThemes.includes(theme) ? theme : null);
    expect(row.design.frame).toBe(frameOfTheme(theme));
    for (const part of ['header', 'tiles', 'density', 'accent'] as const) {
      expect(row.design[part], part).toEqual(expect.any(String));
    }
    const expected = Object.fromEntries(
      [...specBreakpoints.matchAll(new RegExp(`\\b${name}(Custom|Product) (\\d+)`, 'g'))].map(
        ([, kind, px]) => [kind!.toLowerCase(), Number(px)],
      ),
    );
    expect(row.breakpoints).toEqual(expected);
  });

  it('gives the spec its breakpoint table back, name for name', () => {
    const expected = Object.fromEntries(
      specBreakpoints.split(', ').map((entry) => {
        const [key, px] = entry.split(' ');
        return [key, Number(px)];
      }),
    );
    expect(templateBreakpoints).toEqual(expected);
  });

  it('binds each theme to exactly one template', () => {
    expect(templateThemes).toEqual(designThemes);
    expect(new Set(Object.values(templateThemes)).size).toBe(templateNames.length);
  });

  it('puts a body class on the five themes of spec §9 only, named after the theme', () => {
    for (const theme of Object.values(designThemes)) {
      expect(bodyClassOf(theme), theme).toBe(specBodyClassThemes.includes(theme) ? theme : undefined);
    }
    expect(bodyClassOf('casino42')).toBeUndefined();
    expect(bodyClassOf(undefined)).toBeUndefined();
  });
});
