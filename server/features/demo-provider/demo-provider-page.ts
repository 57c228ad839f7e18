import { formatMinor } from '#shared/money/currency.ts';
import { escapeHtml } from '#server/http/html-escape.ts';
import { reelStrip, type SlotSymbol } from './demo-slot.ts';

/** Stakes the demo game offers, in whole units of the currency. */
export const demoStakes = [1, 5, 10, 50] as const;

export interface DemoGamePage {
  slug: string;
  providerName: string;
  gameName: string;
  /** The launch parameters, carried through every spin unchanged. */
  launch: { token: string; game: string; lang: string; currency: string; return_url: string };
  /** Minor units; undefined when the wallet did not answer it (an ended session). */
  balance: bigint | undefined;
  stake: number;
  last?: { reels: SlotSymbol[]; win: bigint } | undefined;
  /** A line saying why the last spin was refused. */
  problem?: string | undefined;
}

const labelOf = new Map(reelStrip.map((entry) => [entry.symbol as string, entry.label as string]));

/** Drawn symbols (no emoji: a phone or kiosk without an emoji font would show empty boxes). */
const symbolArt: Record<SlotSymbol, string> = {
  cherry:
    '<path d="M24 8c-2 10-8 16-12 22M24 8c2 10 6 15 10 20" stroke="#2f7d32" stroke-width="3" fill="none"/>' +
    '<circle cx="13" cy="34" r="8" fill="#d62839"/><circle cx="34" cy="32" r="8" fill="#d62839"/>',
  lemon: '<ellipse cx="24" cy="25" rx="17" ry="12" fill="#f4d03f" stroke="#c9a800" stroke-width="2"/>',
  bell:
    '<path d="M24 8c-8 0-12 7-12 16v6l-4 6h32l-4-6v-6c0-9-4-16-12-16z" fill="#f0b429" stroke="#a8740f" stroke-width="2"/>' +
    '<circle cx="24" cy="40" r="4" fill="#a8740f"/>',
  bar:
    '<rect x="5" y="15" width="38" height="18" rx="3" fill="#1b1030"/>' +
    '<text x="24" y="29" font-size="12" font-weight="800" text-anchor="middle" fill="#f6efff" font-family="sans-serif">BAR</text>',
  seven:
    '<text x="24" y="38" font-size="34" font-weight="900" text-anchor="middle" fill="#d62839" font-family="sans-serif">7</text>',
};

function symbolSvg(symbol: SlotSymbol, size: number): string {
  return `<svg viewBox="0 0 48 48" width="${size}" height="${size}" role="img" aria-label="${labelOf.get(symbol) ?? symbol}">${symbolArt[symbol]}</svg>`;
}

const styles = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,sans-serif;background:#1b1030;color:#f6efff}
main{max-width:30rem;margin:0 auto;padding:1rem;display:grid;gap:.9rem;text-align:center}
h1{font-size:1.2rem;margin:0}.provider{opacity:.75;font-size:.85rem}
.balance{font-size:1.05rem;margin:0}.reels{display:flex;justify-content:center;gap:.6rem}
.reel{width:4.5rem;height:4.5rem;border-radius:.8rem;background:#f6efff;color:#1b1030;font-size:2.4rem;
display:grid;place-items:center;font-weight:800}.result{min-height:1.5rem;margin:0;font-weight:600}
.win{color:#7dffb0}.problem{color:#ffb4b4}fieldset{border:0;padding:0;margin:0;display:flex;gap:.5rem;justify-content:center;flex-wrap:wrap}
label{background:#3a2566;border-radius:999px;padding:.45rem .9rem;cursor:pointer}input[type=radio]{accent-color:#ffd166}
button{font-size:1.1rem;font-weight:700;padding:.8rem 2.6rem;border:0;border-radius:999px;background:#ffd166;color:#1b1030;cursor:pointer}
table{margin:0 auto;border-collapse:collapse}td{padding:.15rem .6rem}a{color:#ffd166}`;

/**
 * The demo provider's game page: a plain HTML form (no script), so it plays in the site's frame
 * under any policy; each spin reloads it, which tells the site to refresh the balance it shows.
 */
export function demoGameHtml(page: DemoGamePage): string {
  const { launch } = page;
  const money = (minor: bigint) => `${formatMinor(minor, launch.currency)} ${launch.currency}`;
  const reels = (page.last?.reels ?? ['seven', 'seven', 'seven'])
    .map((symbol) => `<span class="reel">${symbolSvg(symbol, 52)}</span>`)
    .join('');
  let result = '';
  if (page.problem) result = `<span class="problem">${escapeHtml(page.problem)}</span>`;
  else if (page.last && page.last.win > 0n)
    result = `<span class="win">You won ${escapeHtml(money(page.last.win))}</span>`;
  else if (page.last) result = 'No win this time';
  const hidden = Object.entries(launch)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');
  const stakes = demoStakes
    .map(
      (stake) =>
        `<label><input type="radio" name="stake" value="${stake}"${stake === page.stake ? ' checked' : ''}> ${stake} ${escapeHtml(launch.currency)}</label>`,
    )
    .join('');
  const payTable = reelStrip
    .map((entry) => `<tr><td>${symbolSvg(entry.symbol, 22).repeat(3)}</td><td>× ${entry.pays}</td></tr>`)
    .join('');
  const back = /^https?:\/\//.test(launch.return_url)
    ? `<p><a href="${escapeHtml(launch.return_url)}" target="_top">Back to the site</a></p>`
    : '';
  return `<!doctype html><html lang="${escapeHtml(launch.lang || 'en')}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(page.gameName)}</title>
<style>${styles}</style></head><body><main>
<div><h1>${escapeHtml(page.gameName)}</h1><div class="provider">${escapeHtml(page.providerName)}</div></div>
<p class="balance">Balance: <strong data-balance>${page.balance === undefined ? '–' : escapeHtml(money(page.balance))}</strong></p>
<div class="reels" aria-label="Reels">${reels}</div>
<p class="result" role="status">${result}</p>
<form method="post" action="/demo-provider/${escapeHtml(page.slug)}/spin">${hidden}
<fieldset><legend hidden>Stake</legend>${stakes}</fieldset>
<p><button type="submit">Spin</button></p></form>
<details><summary>Pay table (three of a kind)</summary><table>${payTable}</table></details>
${back}</main></body></html>`;
}
