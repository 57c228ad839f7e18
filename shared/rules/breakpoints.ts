/**
 * Viewport breakpoints of spec section 9, as min-width pixels: a viewport is the largest
 * breakpoint whose width it reaches ("Default viewport: desktop, min-width").
 */
export const viewportBreakpoints = {
  mobile: 320,
  mobileMedium: 375,
  mobileWide: 425,
  tablet: 768,
  desktop: 1024,
  desktopMedium: 1280,
  desktopWide: 1600,
} as const;

export type Viewport = keyof typeof viewportBreakpoints;

/** Used until the browser has reported a width (server rendering, first visit without the cookie). */
export const defaultViewport: Viewport = 'desktop';

/** Viewport names from the narrowest up. */
export const viewports = (Object.keys(viewportBreakpoints) as Viewport[]).sort(
  (a, b) => viewportBreakpoints[a] - viewportBreakpoints[b],
);

/** Breakpoints some templates use for their own layout switches (spec section 9), in pixels. */
export const templateBreakpoints = {
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
} as const;

export type TemplateBreakpoint = keyof typeof templateBreakpoints;

export function isViewport(value: unknown): value is Viewport {
  return typeof value === 'string' && Object.hasOwn(viewportBreakpoints, value);
}

/**
 * The viewport of a width in CSS pixels. Narrower than the smallest breakpoint is still 'mobile'
 * (the layout cannot get any smaller); an unknown width (NaN) is the default, desktop.
 */
export function breakpointForWidth(width: number): Viewport {
  if (Number.isNaN(width)) return defaultViewport;
  let match: Viewport = 'mobile';
  for (const viewport of viewports) if (width >= viewportBreakpoints[viewport]) match = viewport;
  return match;
}

/** The media query that matches from a breakpoint up, for matchMedia and CSS. */
export function minWidthQuery(breakpoint: Viewport | TemplateBreakpoint): string {
  const px = isViewport(breakpoint) ? viewportBreakpoints[breakpoint] : templateBreakpoints[breakpoint];
  return `(min-width: ${px}px)`;
}
