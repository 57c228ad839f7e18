/**
 * Writes the demo artwork into public/: one card per catalogue game, logos and manifest icons per
 * demo brand, partner logos, category icons, language flags and the default live-chat button.
 * Run: node --import tsx scripts/generate-artwork.ts (it needs Chromium at CHROMIUM_PATH or
 * /usr/bin/chromium for the cards). The output is committed; the SVGs are deterministic, the cards'
 * WebP bytes are for a given Chromium and its fonts, and their names follow their bytes.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import type { BrandDocument } from '#shared/brand/brand-schema.ts';
import { categorySlugs, type CategorySlug } from '#shared/brand/categories.ts';
import { languageCodes } from '#shared/i18n/languages.ts';
import { demoBrands, demoPartners } from '#server/db/seed/demo-brands.ts';
import {
  demoCatalogueDir,
  demoCatalogueDocuments,
  demoGames,
  type DemoGame,
} from '#server/db/seed/demo-catalogue.ts';
import { contentHashedFileName } from '#server/web/static-cache.ts';
import { chromiumPath } from '../tests/browser/support/chromium.ts';

const publicDir = fileURLToPath(new URL('../public', import.meta.url));
const font = "system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif";
/**
 * Game cards are fetched by the dozen on every lobby page; keep each well under this. They are WebP,
 * not SVG: a browser lays out and paints an SVG image as a document of its own on the page's main
 * thread, a dozen cards at a time, while it decodes a raster image off it (decision 0041).
 */
const maxCardBytes = 12_288;
/** Lossy WebP quality of a card: the gradients and large text stay clean, at about 6 KB a card. */
const cardQuality = 0.72;
/** A category icon is small and flat: its white glyph's edges need more than a card's. */
const iconQuality = 0.85;
const brandsDir = fileURLToPath(new URL('../brands', import.meta.url));

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Short decimal text: 12.5 not 12.500000001. */
function num(value: number): string {
  return String(Math.round(value * 10) / 10);
}

function hashOf(text: string): number {
  let hash = 2_166_136_261;
  for (const char of text) hash = Math.imul(hash ^ char.codePointAt(0)!, 16_777_619);
  return hash >>> 0;
}

function hexToHsl(hex: string): [number, number, number] {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s, l];
}

function hslToHex(h: number, s: number, l: number): string {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return `#${[0, 8, 4]
    .map((n) =>
      Math.round(f(n) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function shiftHue(hex: string, degrees: number): string {
  const [h, s, l] = hexToHsl(hex);
  return hslToHex((h + degrees + 360) % 360, s, l);
}

type Glyph = 'hot' | CategorySlug;

/** Category colours: light stop, dark stop. */
const categoryColors: Record<Glyph, [string, string]> = {
  slots: ['#ff9a3c', '#d81b60'],
  livecasino: ['#9b4dff', '#2b0a5b'],
  hashgame: ['#00c9a7', '#005f73'],
  sportsbook: ['#34d058', '#0b5e33'],
  fish: ['#22b8e6', '#0a3d91'],
  table: ['#e5484d', '#5b0f14'],
  sabong: ['#f7b733', '#a8391a'],
  lottery: ['#f953c6', '#5b1a8f'],
  horseracing: ['#c47a3d', '#3e1f0d'],
  bingo: ['#43cea2', '#185a9d'],
  arcade: ['#ff4fd8', '#312e9c'],
  crash: ['#ff5e62', '#4a0e6b'],
  poker: ['#5b6078', '#11131c'],
  hot: ['#ff7a2f', '#d4145a'],
};

const stroke = (width: number, cap = 'round') =>
  `fill="none" stroke="#fff" stroke-width="${width}" stroke-linecap="${cap}"`;
const shade = 'fill="#000" fill-opacity=".3"';

/** White pictograms in a 100x100 box, one per category. */
const glyphs: Record<Glyph, string> = {
  slots: `<path d="M52 12C44 30 34 44 27 58M52 12c3 18 10 32 19 48" ${stroke(5)}/><path d="M52 12c10-9 27-9 35 1-12 7-25 7-35-1z"/><circle cx="27" cy="70" r="18"/><circle cx="72" cy="72" r="18"/>`,
  livecasino: `<circle cx="50" cy="50" r="44" ${stroke(7)}/><circle cx="50" cy="50" r="29" ${stroke(12, 'butt')} stroke-dasharray="7.6 7.6"/><circle cx="50" cy="50" r="10"/>`,
  hashgame: `<path d="M39 10 31 90M71 10 63 90M14 36h76M10 64h76" ${stroke(10)}/>`,
  sportsbook: `<circle cx="50" cy="50" r="44" ${stroke(6)}/><path d="M50 33l16 12-6 19H40l-6-19z"/><path d="M50 33V8M66 45l22-8M60 64l13 20M40 64 27 84M34 45l-22-8" ${stroke(5)}/>`,
  fish: `<path d="M6 50C22 24 58 20 78 50 58 80 22 76 6 50zM74 50l22-22v44z"/><circle cx="26" cy="46" r="5" ${shade}/>`,
  table: `<path d="M50 6C40 26 12 38 12 60c0 13 11 21 23 19 6-1 10-4 12-8-1 10-5 17-12 23h30c-7-6-11-13-12-23 2 4 6 7 12 8 12 2 23-6 23-19 0-22-28-34-38-54z"/>`,
  sabong: `<path d="M30 44c0-14 10-24 22-24 11 0 18 8 18 17l14 6-14 4c0 4-1 7-3 9 8 2 15-2 20-12 6 20-2 38-20 42H37c-10-4-15-14-13-26l6-6c-3-3-4-6-0-10z"/><path d="M40 22c-1-9 7-13 11-7 3-7 12-6 11 1 7-2 10 5 5 9z" fill="#ff3b30"/><path d="M42 86v10M58 86v10" ${stroke(5)}/>`,
  lottery: `<circle cx="50" cy="50" r="44"/><circle cx="50" cy="50" r="25" ${shade}/><text x="50" y="61" text-anchor="middle" font-family="${font}" font-size="32" font-weight="900" fill="#fff">7</text>`,
  horseracing: `<path d="M22 88V50a28 28 0 0 1 56 0v38" ${stroke(16)}/><path d="M22 58v.1M22 76v.1M78 58v.1M78 76v.1M36 26v.1M64 26v.1" stroke="#000" stroke-opacity=".35" stroke-width="6" stroke-linecap="round"/>`,
  bingo: `<rect x="8" y="8" width="84" height="84" rx="14" ${stroke(6)}/><g>${[28, 50, 72]
    .flatMap((y) =>
      [28, 50, 72].map(
        (x) => `<circle cx="${x}" cy="${y}" r="8"${(x + y) % 44 === 12 ? ' fill-opacity=".4"' : ''}/>`,
      ),
    )
    .join('')}</g>`,
  arcade: `<rect x="10" y="64" width="80" height="26" rx="12"/><path d="M50 64V36" ${stroke(8)}/><circle cx="50" cy="24" r="16"/><circle cx="76" cy="58" r="6"/>`,
  crash: `<path d="M8 90c34-4 58-24 72-62" ${stroke(9)}/><path d="M88 8 94 40 64 26z"/><path d="M8 90h84" stroke="#fff" stroke-opacity=".45" stroke-width="4"/>`,
  poker: `<rect x="12" y="20" width="44" height="64" rx="7" transform="rotate(-14 34 52)" fill-opacity=".6"/><rect x="42" y="14" width="44" height="64" rx="7" transform="rotate(10 64 46)"/><path d="M64 60c-9-6-15-11-15-17a7.5 7.5 0 0 1 15-3 7.5 7.5 0 0 1 15 3c0 6-6 11-15 17z" fill="#e5484d" transform="rotate(10 64 46)"/>`,
  hot: `<path d="M50 4c6 20 28 32 28 58 0 18-13 32-28 32S22 80 22 62c0-14 8-22 14-28 0 10 4 16 10 18-2-20 4-34 4-48z"/><path d="M50 56c4 8 14 12 14 22 0 8-6 14-14 14s-14-6-14-14c0-10 12-12 14-22z" ${shade}/>`,
};

/** Splits a game name into at most two lines of similar length. */
function nameLines(name: string): string[] {
  const words = name.split(' ');
  if (name.length <= 13 || words.length === 1) return [name];
  let best: string[] = [name];
  let bestWidth = Number.POSITIVE_INFINITY;
  for (let cut = 1; cut < words.length; cut += 1) {
    const lines = [words.slice(0, cut).join(' '), words.slice(cut).join(' ')];
    const width = Math.max(...lines.map((line) => line.length));
    if (width < bestWidth) {
      best = lines;
      bestWidth = width;
    }
  }
  return best;
}

/** Each provider's accent: the badge on its cards and its logo. */
function providerAccent(providerCode: string): string {
  return hslToHex(hashOf(providerCode) % 360, 0.75, 0.42);
}

/**
 * A backdrop pattern chosen and placed per game, so two games of one category and provider differ
 * in more than their title: sunburst, rings, zigzag, stripes or a scatter of stars.
 */
function motif(code: string): string {
  const h = hashOf(`${code}:motif`);
  const x = 40 + (h % 220);
  const y = 40 + ((h >>> 8) % 130);
  const paint = 'fill="none" stroke="#fff" stroke-opacity=".13"';
  switch ((h >>> 16) % 5) {
    case 0:
      return `<circle cx="${x}" cy="${y}" r="90" ${paint} stroke-width="150" stroke-dasharray="${4 + (h % 5)} ${10 + (h % 9)}"/>`;
    case 1:
      return [36, 70, 104]
        .map((r) => `<circle cx="${x}" cy="${y}" r="${r}" ${paint} stroke-width="${6 + (h % 7)}"/>`)
        .join('');
    case 2: {
      const step = 20 + (h % 16);
      return `<path d="M0 ${y}${` l${step} -${step} ${step} ${step}`.repeat(Math.ceil(300 / step / 2))}" ${paint} stroke-width="10"/>`;
    }
    case 3:
      return `<path d="${[0, 1, 2, 3, 4].map((i) => `M${i * 70 - 60 + (h % 40)} 0l-60 214`).join('')}" ${paint} stroke-width="${12 + (h % 14)}"/>`;
    default:
      return [0, 1, 2]
        .map((i) => {
          const p = hashOf(`${code}:star:${i}`);
          return `<path d="${star(20 + (p % 260), 20 + ((p >>> 9) % 180), 8 + ((p >>> 17) % 14))}" fill="#fff" fill-opacity=".2"/>`;
        })
        .join('');
  }
}

function gameCard(game: DemoGame): string {
  const hash = hashOf(game.game_code);
  const [light, dark] = categoryColors[game.game_type];
  const hue = (hash % 61) - 30;
  const c1 = shiftHue(light, hue);
  const c2 = shiftHue(dark, hue / 2);
  const flip = hash & 1;
  const lines = nameLines(game.game_name);
  const longest = Math.max(...lines.map((line) => line.length));
  const size = Math.min(30, Math.floor(272 / (longest * 0.6)));
  const top = lines.length === 1 ? 266 : 248;
  const text = lines
    .map((line, i) => `<tspan x="150" y="${num(top + i * size * 1.15)}">${escapeXml(line)}</tspan>`)
    .join('');
  const provider = game.provider_code;
  const badgeWidth = provider.length * 10.4 + 22;
  // The category glyph leans and sits a little differently on each card.
  const tilt = ((hash >>> 5) % 21) - 10;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" width="300" height="300" role="img" aria-label="${escapeXml(game.game_name)}">
<defs><linearGradient id="b" x1="${flip}" y1="0" x2="${1 - flip}" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs>
<rect width="300" height="300" fill="url(#b)"/>${motif(game.game_code)}
<g transform="rotate(${tilt} 150 110) translate(96 44) scale(1.08)" fill="#fff">${glyphs[game.game_type]}</g>
<rect y="214" width="300" height="86" fill="#000" fill-opacity=".3"/>
<text text-anchor="middle" font-family="${font}" font-size="${size}" font-weight="800" fill="#fff">${text}</text>
<rect x="14" y="14" width="${num(badgeWidth)}" height="28" rx="14" fill="${providerAccent(provider)}" stroke="#fff" stroke-opacity=".5"/>
<text x="${num(14 + badgeWidth / 2)}" y="33.5" text-anchor="middle" font-family="${font}" font-size="15" font-weight="700" fill="#fff" letter-spacing=".6">${provider}</text>
</svg>
`;
}

/** A provider's logo (public/providers/<slug>.svg): its name on a pill of its accent colour. */
function providerLogo(provider: { code: string; name: string }): string {
  const accent = providerAccent(provider.code);
  const size = Math.min(22, Math.floor(128 / (provider.name.length * 0.62)));
  return svg(
    200,
    60,
    `<linearGradient id="p" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shiftHue(accent, 25)}"/><stop offset="1" stop-color="${accent}"/></linearGradient>`,
    `<rect x="2" y="2" width="196" height="56" rx="28" fill="url(#p)"/><circle cx="30" cy="30" r="18" fill="#fff" fill-opacity=".9"/><text x="30" y="36" text-anchor="middle" font-family="${font}" font-size="17" font-weight="900" fill="${accent}">${escapeXml(provider.code.slice(0, 1))}</text><text x="${num(56 + 136 / 2)}" y="${num(30 + size * 0.36)}" text-anchor="middle" font-family="${font}" font-size="${size}" font-weight="800" fill="#fff" textLength="${num(Math.min(128, provider.name.length * size * 0.62))}" lengthAdjust="spacingAndGlyphs">${escapeXml(provider.name)}</text>`,
    provider.name,
  );
}

function categoryIcon(glyph: Glyph): string {
  const [light, dark] = categoryColors[glyph];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="64" height="64">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
<rect width="100" height="100" rx="24" fill="url(#b)"/>
<g transform="translate(20 20) scale(.6)" fill="#fff">${glyphs[glyph]}</g>
</svg>
`;
}

interface BrandPalette {
  light: string;
  dark: string;
  background: string;
}

/** Brand colours by theme colour name (shared/theme/themes.ts). */
const palettes: Record<string, BrandPalette> = {
  gold: { light: '#ffe08a', dark: '#c8921a', background: '#1b1408' },
  ruby: { light: '#ff8a9a', dark: '#b3132b', background: '#1f060b' },
  emerald: { light: '#7cf0b5', dark: '#0f8f57', background: '#04180f' },
  sapphire: { light: '#9cc7ff', dark: '#1e4fd6', background: '#07142e' },
  onyx: { light: '#e5e7eb', dark: '#6b7280', background: '#0b0b0f' },
  neon: { light: '#3dffa0', dark: '#ff2bd6', background: '#0d0425' },
  candy: { light: '#ff9ed0', dark: '#a855f7', background: '#2a0a2e' },
  lime: { light: '#d9ff5a', dark: '#3f9f1a', background: '#0f1a05' },
  ocean: { light: '#67e8f9', dark: '#1d4ed8', background: '#04122a' },
  sunset: { light: '#ffc46b', dark: '#e5484d', background: '#240a0a' },
  pitch: { light: '#6ee7a0', dark: '#15803d', background: '#06240f' },
  night: { light: '#a5b4fc', dark: '#3730a3', background: '#070a1f' },
  court: { light: '#fdba74', dark: '#c2410c', background: '#1f0c03' },
  ice: { light: '#e0f2fe', dark: '#0284c7', background: '#041623' },
  flame: { light: '#fde047', dark: '#dc2626', background: '#1f0505' },
};

function paletteOf(brand: BrandDocument): BrandPalette {
  const palette = palettes[brand.site.theme_color];
  if (!palette) throw new Error(`No palette for theme colour ${brand.site.theme_color}`);
  return palette;
}

function gradient(id: string, { light, dark }: BrandPalette): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>`;
}

/** The brand mark: a gradient disc with the brand's initial, centred on (cx, cy). */
function emblem(brand: BrandDocument, cx: number, cy: number, r: number): string {
  const { background } = paletteOf(brand);
  const initial = escapeXml(brand.site.site_name.slice(0, 1).toUpperCase());
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#g)"/><circle cx="${cx}" cy="${cy}" r="${num(r * 0.8)}" fill="none" stroke="${background}" stroke-opacity=".35" stroke-width="${num(r * 0.06)}"/><text x="${cx}" y="${num(cy + r * 0.36)}" text-anchor="middle" font-family="${font}" font-size="${num(r * 1.05)}" font-weight="900" fill="${background}">${initial}</text>`;
}

function svg(width: number, height: number, defs: string, body: string, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(label)}">
<defs>${defs}</defs>
${body}
</svg>
`;
}

function brandLogoWide(brand: BrandDocument): string {
  const palette = paletteOf(brand);
  const name = brand.site.site_name.toUpperCase();
  const size = Math.min(26, Math.floor(168 / (name.length * 0.68)));
  return svg(
    240,
    60,
    gradient('g', palette),
    `${emblem(brand, 30, 30, 24)}<text x="64" y="${num(30 + size * 0.36)}" font-family="${font}" font-size="${size}" font-weight="900" letter-spacing="1" fill="url(#g)">${escapeXml(name)}</text>`,
    brand.site.site_name,
  );
}

function brandLogoSquare(brand: BrandDocument): string {
  const palette = paletteOf(brand);
  const name = brand.site.site_name.toUpperCase();
  const size = Math.min(22, Math.floor(176 / (name.length * 0.66)));
  return svg(
    200,
    200,
    gradient('g', palette),
    `<rect width="200" height="200" rx="36" fill="${palette.background}"/>${emblem(brand, 100, 84, 54)}<text x="100" y="172" text-anchor="middle" font-family="${font}" font-size="${size}" font-weight="900" letter-spacing="1" fill="url(#g)">${escapeXml(name)}</text>`,
    brand.site.site_name,
  );
}

function brandLogoSmall(brand: BrandDocument): string {
  return svg(64, 64, gradient('g', paletteOf(brand)), emblem(brand, 32, 32, 30), brand.site.site_name);
}

/** Full-bleed so that platforms may mask it to any shape. */
function manifestIcon(brand: BrandDocument): string {
  const palette = paletteOf(brand);
  return svg(
    512,
    512,
    gradient('g', palette),
    `<rect width="512" height="512" fill="${palette.background}"/>${emblem(brand, 256, 256, 170)}`,
    brand.site.site_name,
  );
}

function chatBubble(light: string, dark: string, label: string): string {
  return svg(
    64,
    64,
    `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>`,
    `<circle cx="32" cy="32" r="32" fill="url(#g)"/><path d="M17 20h30a5 5 0 0 1 5 5v14a5 5 0 0 1-5 5H30l-9 7v-7h-4a5 5 0 0 1-5-5V25a5 5 0 0 1 5-5z" fill="#fff"/><circle cx="24" cy="32" r="2.6" fill="${dark}"/><circle cx="32" cy="32" r="2.6" fill="${dark}"/><circle cx="40" cy="32" r="2.6" fill="${dark}"/>`,
    label,
  );
}

function partnerLogo(partner: { partner_name: string }): string {
  const hue = hashOf(partner.partner_name) % 360;
  const light = hslToHex(hue, 0.55, 0.5);
  const dark = hslToHex((hue + 30) % 360, 0.6, 0.25);
  const lines = nameLines(partner.partner_name);
  const longest = Math.max(...lines.map((line) => line.length));
  const size = Math.min(22, Math.floor(124 / (longest * 0.72)));
  const top = lines.length === 1 ? 40 + size * 0.36 : 40 - size * 0.22;
  const text = lines
    .map((line, i) => `<tspan x="66" y="${num(top + i * size * 1.15)}">${escapeXml(line)}</tspan>`)
    .join('');
  return svg(
    200,
    80,
    `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>`,
    `<rect width="200" height="80" rx="16" fill="url(#g)"/><path d="M40 18l18 7v14c0 12-8 20-18 23-10-3-18-11-18-23V25z" fill="#fff" fill-opacity=".9"/><path d="M32 40l6 6 11-12" fill="none" stroke="${dark}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/><text font-family="${font}" font-size="${size}" font-weight="800" fill="#fff">${text}</text>`,
    partner.partner_name,
  );
}

/** A five-pointed star centred on (cx, cy) with outer radius r, first point at `rotation` degrees. */
function star(cx: number, cy: number, r: number, rotation = -90): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.382;
    const angle = ((rotation + i * 36) * Math.PI) / 180;
    return `${num(cx + radius * Math.cos(angle))} ${num(cy + radius * Math.sin(angle))}`;
  });
  return `M${points.join('L')}z`;
}

/** Flags, simplified to read at 24 px, on a 3:2 canvas. */
const flags: Record<(typeof languageCodes)[number], string> = {
  EN: `<rect width="30" height="20" fill="#012169"/><path d="M0 0l30 20M30 0 0 20" stroke="#fff" stroke-width="4"/><path d="M0 0l30 20M30 0 0 20" stroke="#c8102e" stroke-width="1.6"/><path d="M15 0v20M0 10h30" stroke="#fff" stroke-width="6"/><path d="M15 0v20M0 10h30" stroke="#c8102e" stroke-width="3.4"/>`,
  PHP: `<rect width="30" height="10" fill="#0038a8"/><rect y="10" width="30" height="10" fill="#ce1126"/><path d="M0 0l17.3 10L0 20z" fill="#fff"/><circle cx="6" cy="10" r="2.4" fill="#fcd116"/><path d="${star(2, 3, 1.1)}${star(2, 17, 1.1)}${star(13.6, 10, 1.1)}" fill="#fcd116"/>`,
  CN: `<rect width="30" height="20" fill="#ee1c25"/><path d="${star(5, 5, 3)}${star(10, 2, 1, -53)}${star(12, 4, 1, -30)}${star(12, 7, 1, 0)}${star(10, 9, 1, 18)}" fill="#ffff00"/>`,
  ESP: `<rect width="30" height="20" fill="#aa151b"/><rect y="5" width="30" height="10" fill="#f1bf00"/>`,
  RUS: `<rect width="30" height="20" fill="#fff"/><rect y="6.67" width="30" height="6.67" fill="#0039a6"/><rect y="13.33" width="30" height="6.67" fill="#d52b1e"/>`,
  MMK: `<rect width="30" height="6.67" fill="#fecb00"/><rect y="6.67" width="30" height="6.67" fill="#34b233"/><rect y="13.33" width="30" height="6.67" fill="#ea2839"/><path d="${star(15, 10.6, 7.6)}" fill="#fff"/>`,
  MNT: `<rect width="30" height="20" fill="#015197"/><rect width="10" height="20" fill="#c4272f"/><rect x="20" width="10" height="20" fill="#c4272f"/><g fill="#f9cf02"><path d="M5 2.4l.9 1.8H4.1z"/><circle cx="5" cy="5.6" r="1.2"/><rect x="3.6" y="7.6" width="2.8" height=".8"/><rect x="3.6" y="9" width="2.8" height="4.6"/><rect x="3.6" y="14.2" width="2.8" height=".8"/><rect x="2.2" y="9" width=".8" height="6"/><rect x="7" y="9" width=".8" height="6"/></g>`,
  IDR: `<rect width="30" height="10" fill="#ce1126"/><rect y="10" width="30" height="10" fill="#fff"/>`,
};

function flag(code: (typeof languageCodes)[number]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 20" width="30" height="20">
${flags[code]}
</svg>
`;
}

function write(relative: string, content: string | Buffer): void {
  const path = join(publicDir, relative);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

/** Removes files in a generated folder that the current data no longer names. */
function prune(folder: string, keep: Set<string>): void {
  const dir = join(publicDir, folder);
  mkdirSync(dir, { recursive: true });
  for (const file of readdirSync(dir))
    if (/\.(svg|webp)$/.test(file) && !keep.has(file)) rmSync(join(dir, file));
}

/** Draws an SVG into a canvas in Chromium and answers it as lossy WebP (alpha, if any, is lossless). */
async function rasterize(page: Page, svgText: string, size: number, quality: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    async ({ svgText, size, quality }) => {
      const image = new Image();
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgText)}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = size;
      canvas.height = size;
      canvas.getContext('2d')!.drawImage(image, 0, 0, size, size);
      return canvas.toDataURL('image/webp', quality);
    },
    { svgText, size, quality },
  );
  if (!dataUrl.startsWith('data:image/webp;base64,')) throw new Error('This Chromium cannot encode WebP');
  return withoutColourProfile(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
}

function riff(chunks: Buffer[]): Buffer {
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(4 + chunks.reduce((sum, chunk) => sum + chunk.length, 0), 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, ...chunks]);
}

/**
 * Chromium wraps every picture in the extended format with an sRGB colour profile (456 bytes, and
 * sRGB is what a browser assumes anyway). The profile goes; an opaque picture keeps only its VP8
 * chunk (the simple format), one with transparency keeps the extended header without the profile flag.
 */
function withoutColourProfile(webp: Buffer): Buffer {
  const chunks = new Map<string, Buffer>();
  for (let offset = 12; offset + 8 <= webp.length;) {
    const id = webp.toString('latin1', offset, offset + 4);
    const size = webp.readUInt32LE(offset + 4);
    if (chunks.has(id) || id === 'ANIM') throw new Error(`Unexpected WebP chunk ${id}`);
    chunks.set(id, webp.subarray(offset, offset + 8 + size + (size & 1)));
    offset += 8 + size + (size & 1);
  }
  const vp8 = chunks.get('VP8 ');
  if (!vp8) throw new Error('Chromium answered a WebP without a lossy picture');
  const alpha = chunks.get('ALPH');
  if (!alpha) return riff([vp8]);
  const extended = Buffer.from(chunks.get('VP8X')!);
  extended[8] = extended[8]! & ~0x20; // the ICC profile flag
  return riff([extended, alpha, vp8]);
}

/** Writes a WebP named after its bytes under folder and answers its address. */
function writeHashed(folder: string, base: string, webp: Buffer): string {
  const name = contentHashedFileName(base, 'webp', webp);
  write(`${folder}/${name}`, webp);
  return `/${folder}/${name}`;
}

/** Rewrites the addresses `pattern` finds in each JSON file of dir, keeping its hand formatting. */
function rewriteAddresses(
  dir: string,
  pattern: RegExp,
  addressOf: (match: string[]) => string | undefined,
): void {
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const path = join(dir, file);
    const text = readFileSync(path, 'utf8');
    const next = text.replace(pattern, (...match: string[]) => addressOf(match) ?? match[0]!);
    if (next !== text) writeFileSync(path, next);
  }
}

/**
 * One WebP card per game, named after its bytes (public/games/<code>.<hash>.webp, served with a
 * year's cache), and each catalogue document's img_url pointed at it.
 */
async function writeGameCards(page: Page): Promise<void> {
  const urls = new Map<string, string>();
  for (const game of demoGames) {
    const card = await rasterize(page, gameCard(game), 300, cardQuality);
    if (card.length >= maxCardBytes) throw new Error(`${game.game_code}'s card is ${card.length} bytes`);
    if (card.toString('latin1', 12, 16) !== 'VP8 ')
      throw new Error(`${game.game_code}'s card must be opaque`);
    urls.set(game.game_code, writeHashed('games', game.game_code, card));
  }
  prune('games', new Set([...urls.values()].map((url) => url.slice('/games/'.length))));
  rewriteAddresses(
    demoCatalogueDir,
    /("game_code": "([^"]+)",[^}]*?"img_url": ")\/games\/[^"]+"/g,
    (match) => {
      const url = urls.get(match[2]!);
      return url && `${match[1]}${url}"`;
    },
  );
}

/**
 * Each category icon as SVG (brand documents written before decision 0041 name it) and as a WebP
 * named after its bytes, which the demo brands' game menus name: a page shows a dozen of them, and a
 * browser paints an SVG image on its main thread.
 */
async function writeCategoryIcons(page: Page): Promise<void> {
  const keep = new Set<string>();
  const urls = new Map<string, string>();
  for (const glyph of ['hot', ...categorySlugs] as const) {
    const icon = categoryIcon(glyph);
    write(`icons/categories/${glyph}.svg`, icon);
    keep.add(`${glyph}.svg`);
    // 120 px: three device pixels to each of the 40 CSS pixels the home page shows it at.
    const url = writeHashed('icons/categories', glyph, await rasterize(page, icon, 120, iconQuality));
    keep.add(url.split('/').pop()!);
    urls.set(glyph, url);
  }
  prune('icons/categories', keep);
  rewriteAddresses(brandsDir, /"\/icons\/categories\/([a-z]+)(\.[0-9a-f]{12})?\.(svg|webp)"/g, (match) => {
    const url = urls.get(match[1]!);
    return url && `"${url}"`;
  });
}

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: chromiumPath });
  try {
    const page = await browser.newPage();
    await writeGameCards(page);
    await writeCategoryIcons(page);
  } finally {
    await browser.close();
  }

  prune('providers', new Set(demoCatalogueDocuments.map((document) => `${document.slug}.svg`)));
  for (const document of demoCatalogueDocuments) {
    if (document.logo_url !== `/providers/${document.slug}.svg`)
      throw new Error(`${document.code}: logo_url must be /providers/${document.slug}.svg to be generated`);
    write(document.logo_url.slice(1), providerLogo(document));
  }

  for (const code of languageCodes) write(`icons/flags/${code.toLowerCase()}.svg`, flag(code));
  write('icons/live-chat.svg', chatBubble('#34d399', '#0f766e', 'Live chat'));

  for (const brand of demoBrands) {
    const folder = `brands/${brand.code}`;
    write(`${folder}/logo1.svg`, brandLogoWide(brand));
    write(`${folder}/logo2.svg`, brandLogoSquare(brand));
    write(`${folder}/logo3.svg`, brandLogoSmall(brand));
    write(`${folder}/manifest-icon.svg`, manifestIcon(brand));
    if (brand.live_chat.image_id.startsWith(`/${folder}/`)) {
      const { light, dark } = paletteOf(brand);
      write(brand.live_chat.image_id.slice(1), chatBubble(light, dark, `${brand.site.site_name} live chat`));
    }
  }

  const partners = Object.values(demoPartners);
  prune('partners', new Set(partners.map((partner) => partner.img_url.split('/').pop()!)));
  for (const partner of partners) write(partner.img_url.slice(1), partnerLogo(partner));

  console.log(
    `Wrote ${demoGames.length} game cards and ${demoCatalogueDocuments.length} provider logos, ${demoBrands.length} brand kits, ` +
      `${partners.length} partner logos, ${categorySlugs.length + 1} category icons, ${languageCodes.length} flags.`,
  );
}

await main();
