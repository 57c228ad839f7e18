import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { templateBreakpoints } from '#shared/rules/breakpoints.ts';
import { templateNames, templateThemes } from '#shared/theme/themes.ts';
import type { FrameName } from '#shared/theme/template-table.ts';
import { desktopBreakpointOf, designClassNames, templateDesigns } from './templates.ts';

describe('template registry', () => {
  it('gives each of the 19 templates one frame by its theme family', () => {
    const expected: Record<string, FrameName> = {
      casino1: 'top-nav',
      casino2: 'top-nav',
      casino3: 'top-nav',
      casino5: 'top-nav',
      casino7: 'top-nav',
      casino9: 'top-nav',
      casino4: 'side-nav',
      casino6: 'side-nav',
      casino8: 'side-nav',
      sportsbook1: 'sportsbook',
    };
    expect(Object.keys(templateDesigns).sort()).toEqual([...templateNames].sort());
    for (const template of templateNames) {
      const theme = templateThemes[template];
      const frame = theme.startsWith('slot') ? 'arcade' : expected[theme];
      expect(templateDesigns[template].frame, `${template} (${theme})`).toBe(frame);
    }
  });

  it('gives templates sharing a frame visibly different variations', () => {
    const seen = new Map<string, string>();
    for (const template of templateNames) {
      const variation = designClassNames(template);
      expect(seen.get(variation), `${template} repeats ${seen.get(variation)}`).toBeUndefined();
      seen.set(variation, template);
    }
  });

  it("switches to desktop at the template's breakpoint (spec section 9), else at 1024", () => {
    expect(desktopBreakpointOf('template4')).toBe(999);
    expect(desktopBreakpointOf('template10')).toBe(1200);
    expect(desktopBreakpointOf('template20')).toBe(960);
    expect(desktopBreakpointOf('template1')).toBe(1024);
    for (const [name, px] of Object.entries(templateBreakpoints)) {
      const custom = /^(template\d+)Custom$/.exec(name);
      if (custom) expect(desktopBreakpointOf(custom[1] as (typeof templateNames)[number])).toBe(px);
    }
  });

  it('frame.css flips every template to desktop at exactly its breakpoint', () => {
    const css = readFileSync(new URL('./frames/frame.css', import.meta.url), 'utf8');
    const blocks = [...css.matchAll(/@media \(min-width: (\d+)px\) \{\s*\.frame:is\(([^{]*)\)\s*\{/g)];
    expect(blocks.length).toBeGreaterThan(0);
    const breakpointInCss = new Map<string, number>();
    for (const [, px, selectors] of blocks) {
      for (const [, template] of (selectors ?? '').matchAll(/\[data-template='(template\d+)'\]/g)) {
        expect(breakpointInCss.has(template!), `${template} in two media blocks`).toBe(false);
        breakpointInCss.set(template!, Number(px));
      }
    }
    for (const template of templateNames) {
      expect(breakpointInCss.get(template), template).toBe(desktopBreakpointOf(template));
    }
  });
});
