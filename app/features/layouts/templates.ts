import { templateBreakpoints } from '../../../shared/rules/breakpoints.ts';
import { viewportBreakpoints } from '../../../shared/rules/breakpoints.ts';
import { templateThemes, type TemplateName } from '../../../shared/theme/themes.ts';

/** The four frame designs; each template uses one with a variation of its own. */
export type FrameName = 'top-nav' | 'side-nav' | 'arcade' | 'sportsbook';

/** How the header band is drawn. */
export type HeaderStyle = 'solid' | 'gradient' | 'glass' | 'split' | 'centered';
/** Shape of the game-category items. */
export type TileShape = 'pill' | 'square' | 'round' | 'ticket' | 'text';
export type Density = 'cozy' | 'compact';
/** Where the accent colour is placed: a rule under the header, a glow on active items, or a frame. */
export type AccentPlacement = 'line' | 'glow' | 'frame' | 'none';

export interface TemplateDesign {
  frame: FrameName;
  header: HeaderStyle;
  tiles: TileShape;
  density: Density;
  accent: AccentPlacement;
}

/**
 * Template → frame and variation. Frame assignment follows the theme family: top-nav for casino1, 2,
 * 3, 5, 7, 9; side-nav for casino4, 6, 8; arcade for every slot theme; sportsbook for sportsbook1.
 * Within a frame no two templates share a variation (templates.test.ts).
 */
export const templateDesigns: Record<TemplateName, TemplateDesign> = {
  template1: { frame: 'top-nav', header: 'split', tiles: 'pill', density: 'cozy', accent: 'line' }, // casino1
  template2: { frame: 'top-nav', header: 'glass', tiles: 'square', density: 'cozy', accent: 'glow' }, // casino2
  template5: { frame: 'top-nav', header: 'centered', tiles: 'text', density: 'cozy', accent: 'line' }, // casino3
  template11: { frame: 'top-nav', header: 'solid', tiles: 'ticket', density: 'compact', accent: 'frame' }, // casino5
  template15: { frame: 'top-nav', header: 'gradient', tiles: 'pill', density: 'compact', accent: 'none' }, // casino7
  template19: { frame: 'top-nav', header: 'glass', tiles: 'round', density: 'cozy', accent: 'frame' }, // casino9

  template9: { frame: 'side-nav', header: 'solid', tiles: 'pill', density: 'cozy', accent: 'glow' }, // casino4
  template13: { frame: 'side-nav', header: 'glass', tiles: 'square', density: 'cozy', accent: 'line' }, // casino6
  template17: { frame: 'side-nav', header: 'solid', tiles: 'text', density: 'compact', accent: 'frame' }, // casino8

  template3: { frame: 'arcade', header: 'gradient', tiles: 'round', density: 'cozy', accent: 'none' }, // slot1
  template4: { frame: 'arcade', header: 'solid', tiles: 'round', density: 'cozy', accent: 'glow' }, // slot2
  template6: { frame: 'arcade', header: 'gradient', tiles: 'square', density: 'cozy', accent: 'glow' }, // slot4
  template7: { frame: 'arcade', header: 'glass', tiles: 'round', density: 'cozy', accent: 'line' }, // slot3
  template8: { frame: 'arcade', header: 'gradient', tiles: 'round', density: 'compact', accent: 'frame' }, // slot5
  template12: { frame: 'arcade', header: 'solid', tiles: 'ticket', density: 'cozy', accent: 'line' }, // slot6
  template14: { frame: 'arcade', header: 'glass', tiles: 'square', density: 'compact', accent: 'glow' }, // slot7
  template16: { frame: 'arcade', header: 'split', tiles: 'pill', density: 'cozy', accent: 'line' }, // slot8
  template20: { frame: 'arcade', header: 'solid', tiles: 'square', density: 'compact', accent: 'frame' }, // slot9

  template10: { frame: 'sportsbook', header: 'solid', tiles: 'pill', density: 'compact', accent: 'line' }, // sportsbook1
};

/** Templates without a custom breakpoint switch to desktop at the spec's `desktop` viewport. */
export const defaultDesktopBreakpoint = viewportBreakpoints.desktop;

/** Width (px) from which a template shows its desktop layout: its `<template>Custom` breakpoint, else 1024. */
export function desktopBreakpointOf(template: TemplateName): number {
  const custom = (templateBreakpoints as Record<string, number | undefined>)[`${template}Custom`];
  return custom ?? defaultDesktopBreakpoint;
}

/** The class names that make a template's variation visible. */
export function designClassNames(template: TemplateName): string {
  const design = templateDesigns[template];
  return [
    'frame',
    `frame--${design.frame}`,
    `frame--header-${design.header}`,
    `frame--tiles-${design.tiles}`,
    `frame--${design.density}`,
    `frame--accent-${design.accent}`,
  ].join(' ');
}

/** The theme code a template is bound to (DESIGN.md table). */
export function themeOfTemplate(template: TemplateName) {
  return templateThemes[template];
}
