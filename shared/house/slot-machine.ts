import { choiceOf } from '#shared/fair/provably-fair.ts';

/**
 * The house video slot (issue 12): 5 reels × 3 rows, 20 fixed lines, a wild, a scatter that pays
 * anywhere and awards free spins. Everything here is data or a pure function of a float source, so
 * the house game server and the verifier in the player's browser play the same round from the same
 * provably fair floats, and the reel animation can show the real strips and the real window.
 *
 * Units. The stake is the total bet, 20 line bets. Every pay is a whole number of line bets (line
 * pays as listed, scatter pays × 20 because they pay on the total bet, free-spin wins × the whole
 * multiplier), so a round's win is exact as a whole number of line bets; in money it is
 * floor(stake × win / 20) minor units, exact whenever the stake is a multiple of 20 minor units
 * (decision 0032).
 *
 * Strips are 32 positions long: a power of two, so `floor(float × 32)` of a 32-bit provably fair
 * float gives every stop exactly 2^27 of the 2^32 float values. The enumeration in slot-rtp.ts is
 * then the game's exact distribution, not an approximation of it.
 */

export const slotSymbols = [
  'WILD',
  'SCATTER',
  'CROWN',
  'GEM',
  'BELL',
  'CLOVER',
  'A',
  'K',
  'Q',
  'J',
  '10',
] as const;
export type SlotSymbol = (typeof slotSymbols)[number];

const slotWild: SlotSymbol = 'WILD';
export const slotScatter: SlotSymbol = 'SCATTER';
const slotReelCount = 5;
export const slotRowCount = 3;
/** The total bet is this many line bets: one per line. */
export const slotLinesPerBet = 20;
/** How many symbols in a row (or scatters anywhere) the pays of a paytable row are for. */
export const slotPayCounts = [3, 4, 5] as const;

/** One paytable row: what 3, 4 and 5 of `symbol` pay. */
export interface SlotPay {
  symbol: SlotSymbol;
  pays: readonly [three: number, four: number, five: number];
}

interface SlotFreeSpins {
  /** Scatters anywhere in the window that award free spins, in the base game and in free spins. */
  minScatters: number;
  award: number;
  /** Every win of a free spin, line and scatter alike, is multiplied by this. */
  multiplier: number;
  /** Free spins a round can award in all, retriggers included: a round always ends. */
  maxPerRound: number;
}

export interface SlotGame {
  /** Reel strips, top to bottom as they scroll; the window shows stop, stop + 1, stop + 2 (wrapping). */
  baseReels: readonly (readonly SlotSymbol[])[];
  freeSpinReels: readonly (readonly SlotSymbol[])[];
  /** Each line: the row (0 top, 1 middle, 2 bottom) it crosses on each reel, left to right. */
  lines: readonly (readonly number[])[];
  /** Line pays in line bets, left to right from the first reel. WILD's row pays wilds alone. */
  linePays: readonly SlotPay[];
  /** Scatter pays in total bets, anywhere in the window. */
  scatterPays: readonly [three: number, four: number, five: number];
  freeSpins: SlotFreeSpins;
}

/** The 20 lines, numbered 1–20 in the rules; outcomes give their index here (0–19). */
export const slotLines: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
];

export const slotLinePays: readonly SlotPay[] = [
  { symbol: 'WILD', pays: [30, 150, 1000] },
  { symbol: 'CROWN', pays: [20, 100, 400] },
  { symbol: 'GEM', pays: [15, 60, 250] },
  { symbol: 'BELL', pays: [10, 40, 150] },
  { symbol: 'CLOVER', pays: [8, 30, 100] },
  { symbol: 'A', pays: [5, 20, 75] },
  { symbol: 'K', pays: [5, 15, 60] },
  { symbol: 'Q', pays: [4, 10, 50] },
  { symbol: 'J', pays: [3, 8, 40] },
  { symbol: '10', pays: [2, 6, 30] },
];

export const slotScatterPays = [2, 10, 50] as const;

const slotFreeSpins: SlotFreeSpins = { minScatters: 3, award: 10, multiplier: 3, maxPerRound: 50 };

/**
 * Base-game strips, 32 positions each. One scatter per strip, and never two within 3 positions, so a
 * reel shows at most one and 3–5 scatters need 3–5 reels.
 */
// prettier-ignore
export const slotBaseReels: readonly (readonly SlotSymbol[])[] = [
  [
    'K', '10', 'Q', 'CLOVER', 'GEM', 'CLOVER', 'CROWN', 'A', 'WILD', 'GEM', 'BELL', 'K', 'WILD', 'SCATTER', 'J', 'CLOVER',
    '10', 'CROWN', 'J', 'GEM', 'Q', 'A', 'BELL', 'CLOVER', 'K', '10', 'J', 'BELL', 'J', 'Q', 'A', 'CROWN',
  ],
  [
    'K', 'A', 'CLOVER', 'WILD', 'BELL', 'CLOVER', 'WILD', 'GEM', 'K', 'CLOVER', 'A', 'J', 'Q', '10', 'A', 'J',
    'Q', 'WILD', 'GEM', '10', 'BELL', 'SCATTER', 'Q', 'K', 'CROWN', 'BELL', '10', 'K', 'CROWN', 'J', 'Q', 'J',
  ],
  [
    'CLOVER', '10', 'Q', 'CROWN', '10', 'CLOVER', 'K', 'GEM', 'J', 'WILD', 'GEM', 'A', 'WILD', 'K', 'Q', 'K',
    'BELL', 'WILD', 'BELL', 'J', 'SCATTER', 'K', 'J', 'Q', 'CROWN', 'J', 'CLOVER', '10', 'A', 'BELL', 'Q', 'A',
  ],
  [
    'BELL', 'CLOVER', 'A', 'Q', '10', 'GEM', 'Q', 'K', 'J', 'CLOVER', 'GEM', 'CLOVER', '10', 'BELL', 'A', 'CROWN',
    'GEM', 'Q', 'WILD', 'K', 'Q', 'CLOVER', 'SCATTER', 'A', 'J', 'CROWN', '10', 'WILD', 'J', 'BELL', 'J', 'WILD',
  ],
  [
    'CLOVER', 'K', 'WILD', 'J', 'K', 'J', 'WILD', 'CROWN', 'Q', 'CROWN', 'GEM', 'SCATTER', 'J', 'Q', 'CROWN', 'CLOVER',
    'BELL', 'K', '10', 'WILD', 'BELL', 'A', 'CLOVER', 'Q', 'A', 'GEM', '10', 'A', 'GEM', 'J', 'BELL', '10',
  ],
];

/** Free spins turn on their own strips: richer in wilds (3–4 a reel), same spacing of scatters. */
// prettier-ignore
export const slotFreeSpinReels: readonly (readonly SlotSymbol[])[] = [
  [
    'CLOVER', 'BELL', 'CLOVER', 'J', 'A', '10', 'K', '10', 'Q', 'J', 'Q', 'A', 'SCATTER', 'J', 'GEM', 'BELL',
    'GEM', 'WILD', 'CLOVER', 'K', 'A', 'K', 'GEM', 'CROWN', 'J', 'CROWN', 'WILD', 'Q', 'BELL', 'WILD', '10', 'Q',
  ],
  [
    'GEM', 'Q', 'K', 'CROWN', 'SCATTER', 'BELL', 'Q', 'J', 'K', '10', 'CROWN', 'WILD', 'BELL', '10', 'BELL', 'J',
    'CLOVER', 'A', '10', 'WILD', 'CLOVER', 'GEM', 'A', 'Q', 'WILD', 'J', 'GEM', 'CLOVER', 'K', 'J', 'A', 'WILD',
  ],
  [
    'CLOVER', 'K', 'Q', 'J', 'GEM', '10', 'WILD', 'K', 'Q', 'BELL', 'J', 'A', 'WILD', 'J', 'BELL', 'K',
    'CROWN', 'WILD', 'A', 'CLOVER', '10', 'CLOVER', 'A', '10', 'J', 'SCATTER', 'WILD', 'CROWN', 'GEM', 'Q', 'GEM', 'BELL',
  ],
  [
    'WILD', '10', 'K', 'A', 'CROWN', 'WILD', 'K', 'J', 'A', 'BELL', 'SCATTER', '10', 'K', 'J', 'GEM', 'CLOVER',
    'GEM', 'CLOVER', 'Q', 'J', 'BELL', 'CROWN', 'WILD', 'GEM', 'CLOVER', 'Q', '10', 'Q', 'WILD', 'A', 'Q', 'BELL',
  ],
  [
    'A', 'BELL', 'CROWN', 'K', 'BELL', 'K', 'WILD', '10', 'A', 'Q', 'CLOVER', 'WILD', 'Q', 'J', 'Q', '10',
    'J', 'GEM', 'Q', 'GEM', 'A', 'CLOVER', 'BELL', 'WILD', 'CLOVER', 'J', 'GEM', '10', 'SCATTER', 'CROWN', 'J', 'K',
  ],
];

export const houseSlot: SlotGame = {
  baseReels: slotBaseReels,
  freeSpinReels: slotFreeSpinReels,
  lines: slotLines,
  linePays: slotLinePays,
  scatterPays: slotScatterPays,
  freeSpins: slotFreeSpins,
};

/**
 * The return to player stated in the rules, in per cent: the exact enumeration of slot-rtp.ts
 * rounded to 2 decimals (a test holds the two together).
 */
export const slotRtpPercent = '96.04';
/** Rounds that win anything, in per cent (2 decimals), from the same enumeration. */
export const slotHitFrequencyPercent = '52.24';
/**
 * The largest win a round can reach, in total bets: the best base spin that awards free spins, then
 * 50 free spins, 4 of them the best retriggering outcome and 46 the best other one. There is no win
 * cap; this is the game's ceiling, stated as a fact of the rules, not advertised as a prize (its odds
 * are far below 1 in 100 M; decision 0032).
 */
export const slotMaxWinTimesBet = '17795.5';

/** What the rules show, as numbers and symbol ids only, so every language renders the same figures. */
export const slotRules = {
  reels: slotReelCount,
  rows: slotRowCount,
  linesPerBet: slotLinesPerBet,
  lines: slotLines,
  payCounts: slotPayCounts,
  /** Line pays, in line bets (total bet / 20). */
  linePays: slotLinePays,
  wild: { symbol: slotWild, substitutesFor: slotSymbols.filter((s) => s !== slotWild && s !== slotScatter) },
  /** Scatter pays, in total bets, for 3, 4, 5 scatters anywhere. */
  scatter: { symbol: slotScatter, pays: slotScatterPays },
  freeSpins: slotFreeSpins,
  rtpPercent: slotRtpPercent,
  hitFrequencyPercent: slotHitFrequencyPercent,
  maxWinTimesBet: slotMaxWinTimesBet,
  baseReels: slotBaseReels,
  freeSpinReels: slotFreeSpinReels,
} as const;

/** Anything that hands out floats in [0, 1) one after the other: a FloatStream, or a test's list. */
export interface FloatSource {
  next(): number;
}

interface SlotLineWin {
  /** Index in `lines` (0–19; the rules number them 1–20). */
  line: number;
  symbol: SlotSymbol;
  /** Symbols in a row from the first reel, wilds included. */
  count: number;
  /** In line bets, before any free-spin multiplier. */
  pay: number;
}

interface SlotSpin {
  /** Per reel, the strip position shown on the top row. */
  stops: number[];
  /** Per reel, the three visible symbols top to bottom. */
  window: SlotSymbol[][];
  lineWins: SlotLineWin[];
  scatters: number;
  /** In line bets (the scatter pay in total bets × 20), before any free-spin multiplier. */
  scatterPay: number;
  /** 1 in the base game, the free-spin multiplier in free spins. */
  multiplier: number;
  /** (line pays + scatter pay) × multiplier, in line bets. */
  win: number;
  /** Free spins this spin awarded (fewer than the award when the round's cap is reached). */
  freeSpinsAwarded: number;
}

export interface SlotRound {
  /** The base spin, then each free spin in the order played. */
  spins: SlotSpin[];
  freeSpinsPlayed: number;
  /** The round's whole win, in line bets. */
  win: number;
  /** The same, in total bets, as exact decimal text ("0.35"): a line bet is 0.05 of the bet. */
  winTimesBet: string;
  /** Provably fair floats the round read: 5 per spin. */
  floatsUsed: number;
}

const wildIndex = slotSymbols.indexOf('WILD');
const scatterIndex = slotSymbols.indexOf('SCATTER');
const maxCount = slotReelCount;

/** A game turned into symbol indices and pay lookups, made once per game. */
export interface CompiledSlot {
  game: SlotGame;
  baseReels: Uint8Array[];
  freeSpinReels: Uint8Array[];
  lines: readonly (readonly number[])[];
  /** pays[symbol × (maxCount + 1) + count], in line bets; 0 when nothing pays. */
  pays: Int32Array;
  /** Scatter pay in line bets by number of scatters. */
  scatterPays: Int32Array;
}

const compiledGames = new WeakMap<SlotGame, CompiledSlot>();

export function compileSlot(game: SlotGame): CompiledSlot {
  const known = compiledGames.get(game);
  if (known) return known;
  const toIndices = (reels: SlotGame['baseReels']) =>
    reels.map((strip) => Uint8Array.from(strip, (symbol) => slotSymbols.indexOf(symbol)));
  const pays = new Int32Array(slotSymbols.length * (maxCount + 1));
  for (const { symbol, pays: row } of game.linePays)
    slotPayCounts.forEach((count, i) => {
      pays[slotSymbols.indexOf(symbol) * (maxCount + 1) + count] = row[i]!;
    });
  const scatterPays = new Int32Array(slotReelCount * slotRowCount + 1);
  for (let count = slotPayCounts[0]; count < scatterPays.length; count++)
    scatterPays[count] = game.scatterPays[Math.min(count, maxCount) - slotPayCounts[0]]! * slotLinesPerBet;
  const compiled: CompiledSlot = {
    game,
    baseReels: toIndices(game.baseReels),
    freeSpinReels: toIndices(game.freeSpinReels),
    lines: game.lines,
    pays,
    scatterPays,
  };
  compiledGames.set(game, compiled);
  return compiled;
}

function linePayOf(compiled: CompiledSlot, symbol: number, count: number): number {
  return compiled.pays[symbol * (maxCount + 1) + count]!;
}

// Where scoreLine leaves the paying symbol and count, so the spin loop allocates nothing per line.
const scored = new Int32Array(2);

/**
 * What one line pays, from the symbol indices it crosses left to right. Leading wilds join the first
 * other symbol (never a scatter); when the wilds alone pay more than the symbol they complete, the
 * line pays as wilds. Answers the pay (0 when the line wins nothing) and leaves symbol and count in
 * `scored`.
 */
function scoreLine(compiled: CompiledSlot, cells: ArrayLike<number>): number {
  const length = cells.length;
  let wilds = 0;
  while (wilds < length && cells[wilds] === wildIndex) wilds++;
  const wildPay = linePayOf(compiled, wildIndex, wilds);
  scored[0] = wildIndex;
  scored[1] = wilds;
  if (wilds === length) return wildPay;
  const symbol = cells[wilds]!;
  if (symbol === scatterIndex) return wildPay;
  let count = wilds + 1;
  while (count < length && (cells[count] === symbol || cells[count] === wildIndex)) count++;
  const symbolPay = linePayOf(compiled, symbol, count);
  if (wildPay > symbolPay) return wildPay;
  scored[0] = symbol;
  scored[1] = count;
  return symbolPay;
}

/** [symbol index, count, pay] of one line (pay 0: no win); see scoreLine. */
export function evaluateLine(compiled: CompiledSlot, cells: ArrayLike<number>): [number, number, number] {
  const pay = scoreLine(compiled, cells);
  return [scored[0]!, scored[1]!, pay];
}

// Symbol indices of the window being evaluated, reel by reel (reel × rows + row); spins run one at a time.
const windowCells = new Uint8Array(slotReelCount * slotRowCount);
const lineCells = new Uint8Array(slotReelCount);

/** Plays one spin on `reels` from the next 5 floats. */
function playSpin(
  source: FloatSource,
  compiled: CompiledSlot,
  reels: Uint8Array[],
  multiplier: number,
): SlotSpin {
  const stops: number[] = [];
  const window: SlotSymbol[][] = [];
  let scatters = 0;
  for (let reel = 0; reel < reels.length; reel++) {
    const strip = reels[reel]!;
    const stop = choiceOf(source.next(), strip.length);
    const column: SlotSymbol[] = [];
    for (let row = 0; row < slotRowCount; row++) {
      const symbol = strip[(stop + row) % strip.length]!;
      if (symbol === scatterIndex) scatters++;
      windowCells[reel * slotRowCount + row] = symbol;
      column.push(slotSymbols[symbol]!);
    }
    stops.push(stop);
    window.push(column);
  }
  const lineWins: SlotLineWin[] = [];
  let linesPay = 0;
  const lines = compiled.lines;
  for (let line = 0; line < lines.length; line++) {
    const rows = lines[line]!;
    for (let reel = 0; reel < rows.length; reel++)
      lineCells[reel] = windowCells[reel * slotRowCount + rows[reel]!]!;
    const pay = scoreLine(compiled, lineCells);
    if (pay > 0) {
      lineWins.push({ line, symbol: slotSymbols[scored[0]!]!, count: scored[1]!, pay });
      linesPay += pay;
    }
  }
  const scatterPay = compiled.scatterPays[scatters]!;
  return {
    stops,
    window,
    lineWins,
    scatters,
    scatterPay,
    multiplier,
    win: (linesPay + scatterPay) * multiplier,
    freeSpinsAwarded: 0,
  };
}

class CountingSource implements FloatSource {
  used = 0;
  constructor(private readonly source: FloatSource) {}
  next(): number {
    this.used++;
    return this.source.next();
  }
}

/**
 * Plays a whole round from a float source: the base spin, then every free spin it awards (each
 * reading 5 more floats), retriggers included up to the round's cap. Deterministic in the floats.
 */
export function spinSlot(source: FloatSource, game: SlotGame = houseSlot): SlotRound {
  const compiled = compileSlot(game);
  const { minScatters, award, multiplier, maxPerRound } = game.freeSpins;
  const counted = new CountingSource(source);
  const base = playSpin(counted, compiled, compiled.baseReels, 1);
  const spins = [base];
  let awarded = 0;
  if (base.scatters >= minScatters) {
    base.freeSpinsAwarded = Math.min(award, maxPerRound);
    awarded = base.freeSpinsAwarded;
  }
  let win = base.win;
  for (let played = 0; played < awarded; played++) {
    const spin = playSpin(counted, compiled, compiled.freeSpinReels, multiplier);
    if (spin.scatters >= minScatters) {
      spin.freeSpinsAwarded = Math.min(award, maxPerRound - awarded);
      awarded += spin.freeSpinsAwarded;
    }
    win += spin.win;
    spins.push(spin);
  }
  return {
    spins,
    freeSpinsPlayed: awarded,
    win,
    winTimesBet: lineBetsAsBetText(win),
    floatsUsed: counted.used,
  };
}

/** A whole number of line bets as exact decimal text in total bets: 7 → "0.35", 40 → "2". */
export function lineBetsAsBetText(lineBets: number): string {
  if (!Number.isSafeInteger(lineBets * 5) || lineBets < 0) throw new RangeError('line bets must be whole');
  // A line bet is 1/20 = 5/100 of the bet, so two decimals are always exact.
  const hundredths = lineBets * 5;
  const whole = Math.floor(hundredths / 100);
  const cents = hundredths % 100;
  if (cents === 0) return String(whole);
  return `${whole}.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
}

/**
 * The money a win returns for a stake, in minor units: floor(stake × win / 20). Exact whenever the
 * stake is a multiple of 20 minor units; otherwise rounded down to the minor unit (the player loses
 * less than one minor unit), so the house never pays a fraction it cannot hold.
 */
export function slotPayoutMinor(stakeMinor: number, winLineBets: number): number {
  if (!Number.isSafeInteger(stakeMinor) || stakeMinor < 0)
    throw new RangeError('stake must be whole minor units');
  if (!Number.isSafeInteger(winLineBets) || winLineBets < 0)
    throw new RangeError('win must be whole line bets');
  const payout = (BigInt(stakeMinor) * BigInt(winLineBets)) / BigInt(slotLinesPerBet);
  if (payout > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('payout beyond whole-number range');
  return Number(payout);
}
