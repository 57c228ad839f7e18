/** Debian's Chromium; the browser tests and Lighthouse both drive it. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Without these, Chromium on this network stalls on QUIC, background fetches and GPU probing
 * (see DESIGN.md, Known pitfalls).
 */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
