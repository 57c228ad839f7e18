import { viewportBreakpoints } from '#shared/rules/breakpoints.ts';
import {
  templateNames,
  templateTable,
  type TemplateDesign,
  type TemplateName,
} from '#shared/theme/template-table.ts';

/**
 * Template → frame and variation, from the template table. Within a frame no two templates share a
 * variation (templates.test.ts).
 */
export const templateDesigns = Object.fromEntries(
  templateNames.map((template) => [template, templateTable[template].design]),
) as Record<TemplateName, TemplateDesign>;

/** Templates without a custom breakpoint switch to desktop at the spec's `desktop` viewport. */
export const defaultDesktopBreakpoint = viewportBreakpoints.desktop;

/** Width (px) from which a template shows its desktop layout: its `<template>Custom` breakpoint, else 1024. */
export function desktopBreakpointOf(template: TemplateName): number {
  const { breakpoints } = templateTable[template];
  return 'custom' in breakpoints ? breakpoints.custom : defaultDesktopBreakpoint;
}

/** The class names that make a template's variation visible. */
export function designClassNames(template: TemplateName): string {
  const design = templateTable[template].design;
  return [
    'frame',
    `frame--${design.frame}`,
    `frame--header-${design.header}`,
    `frame--tiles-${design.tiles}`,
    `frame--${design.density}`,
    `frame--accent-${design.accent}`,
  ].join(' ');
}
