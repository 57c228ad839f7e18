import { templateNames, templateTable, type TemplateName } from '#shared/theme/template-table.ts';

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

type Table = typeof templateTable;
type BreakpointKind<T extends TemplateName> = keyof Table[T]['breakpoints'] & string;

/** A breakpoint's name as spec section 9 writes it: `template9Custom`, `template9Product`. */
export type TemplateBreakpoint = {
  [T in TemplateName]: `${T}${Capitalize<BreakpointKind<T>>}`;
}[TemplateName];

/** Breakpoints some templates use for their own layout switches (spec section 9), in pixels, from the template table. */
export const templateBreakpoints = Object.fromEntries(
  templateNames.flatMap((template) =>
    Object.entries(templateTable[template].breakpoints).map(([kind, px]) => [
      `${template}${kind.charAt(0).toUpperCase()}${kind.slice(1)}`,
      px,
    ]),
  ),
) as Readonly<Record<TemplateBreakpoint, number>>;

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
