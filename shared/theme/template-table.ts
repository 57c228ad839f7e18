/**
 * Every fact about a template, in one row: the theme it is bound to (DESIGN.md table), its login
 * entry (spec §2), its own breakpoints (spec §9), the class its theme gives <body> (spec §9) and the
 * frame it is drawn in with its variation. Everything else (theme list, breakpoint table, body
 * classes, guards, frames) is derived from this table; nothing else names a template's facts.
 */

/** The four frame designs; each template uses one with a variation of its own. */
export type FrameName = 'top-nav' | 'side-nav' | 'arcade' | 'sportsbook';
/** How the header band is drawn. */
type HeaderStyle = 'solid' | 'gradient' | 'glass' | 'split' | 'centered';
/** Shape of the game-category items. */
type TileShape = 'pill' | 'square' | 'round' | 'ticket' | 'text';
type Density = 'cozy' | 'compact';
/** Where the accent colour is placed: a rule under the header, a glow on active items, or a frame. */
type AccentPlacement = 'line' | 'glow' | 'frame' | 'none';

export interface TemplateDesign {
  frame: FrameName;
  header: HeaderStyle;
  tiles: TileShape;
  density: Density;
  accent: AccentPlacement;
}

/**
 * Spec §2 login entry: the /login page, or / with the login modal (slot2, slot4, sportsbook1) or the
 * sign-in modal (slot5) opening after 1 s.
 */
type LoginEntry = 'page' | 'login-modal' | 'signin-modal';

/** Spec §9 template breakpoints in px: `custom` is `<template>Custom`, `product` is `<template>Product`. */
interface TemplateBreakpoints {
  custom?: number;
  product?: number;
}

export interface TemplateRow {
  theme: string;
  loginEntry: LoginEntry;
  breakpoints: TemplateBreakpoints;
  /** The class on <body> (spec §9 "themes with special body classes"), or null for none. */
  bodyClass: string | null;
  /** Frame by theme family: top-nav for casino1, 2, 3, 5, 7, 9; side-nav for casino4, 6, 8; arcade for slots. */
  design: TemplateDesign;
}

export const templateTable = {
  template1: {
    theme: 'casino1',
    loginEntry: 'page',
    breakpoints: {},
    bodyClass: null,
    design: { frame: 'top-nav', header: 'split', tiles: 'pill', density: 'cozy', accent: 'line' },
  },
  template2: {
    theme: 'casino2',
    loginEntry: 'page',
    breakpoints: { custom: 1200 },
    bodyClass: null,
    design: { frame: 'top-nav', header: 'glass', tiles: 'square', density: 'cozy', accent: 'glow' },
  },
  template3: {
    theme: 'slot1',
    loginEntry: 'page',
    breakpoints: { custom: 1200 },
    bodyClass: null,
    design: { frame: 'arcade', header: 'gradient', tiles: 'round', density: 'cozy', accent: 'none' },
  },
  template4: {
    theme: 'slot2',
    loginEntry: 'login-modal',
    breakpoints: { custom: 999 },
    bodyClass: 'slot2',
    design: { frame: 'arcade', header: 'solid', tiles: 'round', density: 'cozy', accent: 'glow' },
  },
  template5: {
    theme: 'casino3',
    loginEntry: 'page',
    breakpoints: {},
    bodyClass: 'casino3',
    design: { frame: 'top-nav', header: 'centered', tiles: 'text', density: 'cozy', accent: 'line' },
  },
  template6: {
    theme: 'slot4',
    loginEntry: 'login-modal',
    breakpoints: { custom: 999 },
    bodyClass: 'slot4',
    design: { frame: 'arcade', header: 'gradient', tiles: 'square', density: 'cozy', accent: 'glow' },
  },
  template7: {
    theme: 'slot3',
    loginEntry: 'page',
    breakpoints: {},
    bodyClass: null,
    design: { frame: 'arcade', header: 'glass', tiles: 'round', density: 'cozy', accent: 'line' },
  },
  template8: {
    theme: 'slot5',
    loginEntry: 'signin-modal',
    breakpoints: { custom: 999 },
    bodyClass: null,
    design: { frame: 'arcade', header: 'gradient', tiles: 'round', density: 'compact', accent: 'frame' },
  },
  template9: {
    theme: 'casino4',
    loginEntry: 'page',
    breakpoints: { custom: 999, product: 1200 },
    bodyClass: 'casino4',
    design: { frame: 'side-nav', header: 'solid', tiles: 'pill', density: 'cozy', accent: 'glow' },
  },
  template10: {
    theme: 'sportsbook1',
    loginEntry: 'login-modal',
    breakpoints: { custom: 1200 },
    bodyClass: 'sportsbook1',
    design: { frame: 'sportsbook', header: 'solid', tiles: 'pill', density: 'compact', accent: 'line' },
  },
  template11: {
    theme: 'casino5',
    loginEntry: 'page',
    breakpoints: { custom: 768 },
    bodyClass: null,
    design: { frame: 'top-nav', header: 'solid', tiles: 'ticket', density: 'compact', accent: 'frame' },
  },
  template12: {
    theme: 'slot6',
    loginEntry: 'page',
    breakpoints: { custom: 769 },
    bodyClass: null,
    design: { frame: 'arcade', header: 'solid', tiles: 'ticket', density: 'cozy', accent: 'line' },
  },
  template13: {
    theme: 'casino6',
    loginEntry: 'page',
    breakpoints: { custom: 769 },
    bodyClass: null,
    design: { frame: 'side-nav', header: 'glass', tiles: 'square', density: 'cozy', accent: 'line' },
  },
  template14: {
    theme: 'slot7',
    loginEntry: 'page',
    breakpoints: { custom: 769 },
    bodyClass: null,
    design: { frame: 'arcade', header: 'glass', tiles: 'square', density: 'compact', accent: 'glow' },
  },
  template15: {
    theme: 'casino7',
    loginEntry: 'page',
    breakpoints: { custom: 768 },
    bodyClass: null,
    design: { frame: 'top-nav', header: 'gradient', tiles: 'pill', density: 'compact', accent: 'none' },
  },
  template16: {
    theme: 'slot8',
    loginEntry: 'page',
    breakpoints: { custom: 768 },
    bodyClass: null,
    design: { frame: 'arcade', header: 'split', tiles: 'pill', density: 'cozy', accent: 'line' },
  },
  template17: {
    theme: 'casino8',
    loginEntry: 'page',
    breakpoints: { custom: 768 },
    bodyClass: null,
    design: { frame: 'side-nav', header: 'solid', tiles: 'text', density: 'compact', accent: 'frame' },
  },
  template19: {
    theme: 'casino9',
    loginEntry: 'page',
    breakpoints: {},
    bodyClass: null,
    design: { frame: 'top-nav', header: 'glass', tiles: 'round', density: 'cozy', accent: 'frame' },
  },
  template20: {
    theme: 'slot9',
    loginEntry: 'page',
    breakpoints: { custom: 960 },
    bodyClass: null,
    design: { frame: 'arcade', header: 'solid', tiles: 'square', density: 'compact', accent: 'frame' },
  },
} as const satisfies Record<string, TemplateRow>;

export type TemplateName = keyof typeof templateTable;
export type ThemeCode = (typeof templateTable)[TemplateName]['theme'];

export const templateNames = Object.keys(templateTable) as TemplateName[];
