import type { SiteState } from './site-state.ts';

/**
 * The site state as a page's data carries it: one JSON text. The state is the brand's start-up
 * answer and shell lists, the same for every page of a brand version, yet React Router's data
 * encoder walked its few hundred values one by one on every render. As one text it is written once
 * per brand version on the server and read with one `JSON.parse` in the browser.
 */
export type SiteStateText = string & { readonly siteStateText: unique symbol };

const texts = new WeakMap<SiteState, SiteStateText>();
/** The states read back, newest last: a few brand versions at most are current at once. */
const states = new Map<string, SiteState>();
const keptStates = 32;

/** The text of a state, written once per state object (states are shared: never mutate one). */
export function siteStateTextOf(state: SiteState): SiteStateText {
  let text = texts.get(state);
  if (text === undefined) {
    text = JSON.stringify(state) as SiteStateText;
    texts.set(state, text);
    remember(text, state);
  }
  return text;
}

/** The state a text holds: the very object it was written from, or read once and kept. */
export function siteStateOf(text: SiteStateText): SiteState {
  let state = states.get(text);
  if (state === undefined) {
    state = JSON.parse(text) as SiteState;
    remember(text, state);
  }
  return state;
}

function remember(text: string, state: SiteState) {
  states.set(text, state);
  if (states.size > keptStates) states.delete(states.keys().next().value as string);
}
