import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  breakpointForWidth,
  defaultViewport,
  minWidthQuery,
  templateBreakpoints,
  viewportBreakpoints,
  viewports,
} from './breakpoints.ts';

describe('viewport breakpoints (spec section 9, "min width px")', () => {
  it('are the numbers of the spec', () => {
    expect(viewportBreakpoints).toEqual({
      mobile: 320,
      mobileMedium: 375,
      mobileWide: 425,
      tablet: 768,
      desktop: 1024,
      desktopMedium: 1280,
      desktopWide: 1600,
    });
    expect(viewports).toEqual([
      'mobile',
      'mobileMedium',
      'mobileWide',
      'tablet',
      'desktop',
      'desktopMedium',
      'desktopWide',
    ]);
  });

  it('"Default viewport: desktop"', () => {
    expect(defaultViewport).toBe('desktop');
    expect(breakpointForWidth(Number.NaN)).toBe('desktop');
  });

  it('uses min-width semantics: a breakpoint applies from its width up', () => {
    expect(breakpointForWidth(320)).toBe('mobile');
    expect(breakpointForWidth(374)).toBe('mobile');
    expect(breakpointForWidth(375)).toBe('mobileMedium');
    expect(breakpointForWidth(425)).toBe('mobileWide');
    expect(breakpointForWidth(767)).toBe('mobileWide');
    expect(breakpointForWidth(768)).toBe('tablet');
    expect(breakpointForWidth(1023.5)).toBe('tablet');
    expect(breakpointForWidth(1024)).toBe('desktop');
    expect(breakpointForWidth(1280)).toBe('desktopMedium');
    expect(breakpointForWidth(1600)).toBe('desktopWide');
    expect(breakpointForWidth(3840)).toBe('desktopWide');
  });

  it('a width below 320 is still mobile', () => {
    expect(breakpointForWidth(280)).toBe('mobile');
    expect(breakpointForWidth(0)).toBe('mobile');
  });

  it('the chosen breakpoint is the largest one the width reaches', () => {
    fc.assert(
      fc.property(fc.integer({ min: 320, max: 10_000 }), (width) => {
        const chosen = viewportBreakpoints[breakpointForWidth(width)];
        expect(chosen).toBeLessThanOrEqual(width);
        for (const px of Object.values(viewportBreakpoints))
          if (px <= width) expect(px).toBeLessThanOrEqual(chosen);
      }),
    );
  });

  it('gives min-width media queries', () => {
    expect(minWidthQuery('tablet')).toBe('(min-width: 768px)');
    expect(minWidthQuery('template12Custom')).toBe('(min-width: 769px)');
  });
});

describe('template breakpoints (spec section 9)', () => {
  it('are exactly the table of the spec', () => {
    expect(templateBreakpoints).toEqual({
      template2Custom: 1200,
      template3Custom: 1200,
      template4Custom: 999,
      template6Custom: 999,
      template8Custom: 999,
      template9Custom: 999,
      template9Product: 1200,
      template10Custom: 1200,
      template11Custom: 768,
      template12Custom: 769,
      template13Custom: 769,
      template14Custom: 769,
      template15Custom: 768,
      template16Custom: 768,
      template17Custom: 768,
      template20Custom: 960,
    });
  });
});
