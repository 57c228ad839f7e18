import {
  compileSlot,
  evaluateLine,
  houseSlot,
  lineBetsAsBetText,
  slotLinesPerBet,
  slotPayCounts,
  slotRowCount,
  slotScatter,
  slotSymbols,
  type CompiledSlot,
  type SlotGame,
  type SlotSymbol,
} from './slot-machine.ts';

/**
 * The slot's exact return, by enumerating every stop combination of the strips (a static outcome
 * table, as Stake Engine's books): no estimate, exact fractions in BigInt. Every stop is equally
 * likely (strips of 32 positions: see slot-machine.ts), so a combination's probability is 1 / the
 * product of the strip lengths.
 *
 * The base spin's win and the free spins' are enumerated once per reel set as a histogram of
 * (win, awards free spins?) over all 32^5 combinations. Free spins are independent draws from the
 * free-spin histogram; the feature's moments are solved exactly over the states (spins played, spins
 * awarded) up to the cap, so retriggers are counted exactly, not approximated.
 */

export interface Fraction {
  numerator: bigint;
  denominator: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function fraction(numerator: bigint, denominator = 1n): Fraction {
  if (denominator === 0n) throw new RangeError('a fraction needs a non-zero denominator');
  const sign = denominator < 0n ? -1n : 1n;
  const divisor = gcd(numerator, denominator) || 1n;
  return { numerator: (sign * numerator) / divisor, denominator: (sign * denominator) / divisor };
}

const add = (a: Fraction, b: Fraction) =>
  fraction(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator);
const sub = (a: Fraction, b: Fraction) => add(a, { numerator: -b.numerator, denominator: b.denominator });
const mul = (a: Fraction, b: Fraction) => fraction(a.numerator * b.numerator, a.denominator * b.denominator);

/** A non-negative fraction as decimal text, rounded half up to `decimals` places. */
export function fractionToDecimal(value: Fraction, decimals: number): string {
  const scale = 10n ** BigInt(decimals);
  const scaled = (value.numerator * scale * 2n + value.denominator) / (value.denominator * 2n);
  if (decimals === 0) return scaled.toString();
  const text = scaled.toString().padStart(decimals + 1, '0');
  return `${text.slice(0, -decimals)}.${text.slice(-decimals)}`;
}

export function fractionToNumber(value: Fraction): number {
  const whole = value.numerator / value.denominator;
  const rest = value.numerator - whole * value.denominator;
  return Number(whole) + Number((rest * 2n ** 53n) / value.denominator) / 2 ** 53;
}

/** Every stop combination of one reel set, counted by its win and whether it awards free spins. */
export interface SpinDistribution {
  /** Stop combinations in all: the product of the strip lengths. */
  combinations: number;
  /** counts[awards ? 1 : 0][win in line bets, before any multiplier]. */
  counts: [Float64Array, Float64Array];
}

/**
 * Enumerates every stop combination of `reels`. Lines are followed reel by reel, so a combination
 * costs only the lines still unbroken at the last reel, which keeps 33.5 M combinations to seconds.
 */
function enumerateSpins(compiled: CompiledSlot, reels: readonly Uint8Array[]): SpinDistribution {
  const lines = compiled.lines;
  const lineCount = lines.length;
  const reelCount = reels.length;
  const symbolCount = slotSymbols.length;
  const wild = slotSymbols.indexOf('WILD');
  const scatter = slotSymbols.indexOf(slotScatter);
  const minScatters = compiled.game.freeSpins.minScatters;
  const wildPay = (count: number) => compiled.pays[wild * (reelCount + 1) + count]!;
  const pay = (symbol: number, count: number) => compiled.pays[symbol * (reelCount + 1) + count]!;
  // The pay of a line that ends here: -1 means "only wilds so far".
  const endPay = (symbol: number, run: number, lead: number) =>
    symbol < 0 ? wildPay(lead) : Math.max(pay(symbol, run), wildPay(lead));

  const cells = reels.map((strip) => {
    const window = new Uint8Array(strip.length * slotRowCount);
    for (let stop = 0; stop < strip.length; stop++)
      for (let row = 0; row < slotRowCount; row++)
        window[stop * slotRowCount + row] = strip[(stop + row) % strip.length]!;
    return window;
  });
  const scattersAt = cells.map((window, reel) => {
    const count = new Uint8Array(reels[reel]!.length);
    for (let i = 0; i < window.length; i++) if (window[i] === scatter) count[Math.floor(i / slotRowCount)]!++;
    return count;
  });

  let maxWin = 0;
  for (let symbol = 0; symbol < symbolCount; symbol++) maxWin = Math.max(maxWin, pay(symbol, reelCount));
  maxWin = maxWin * lineCount + compiled.scatterPays[compiled.scatterPays.length - 1]!;
  const counts: [Float64Array, Float64Array] = [new Float64Array(maxWin + 1), new Float64Array(maxWin + 1)];

  // State after reel d of each line still unbroken: its symbol (-1: wilds only), run and leading wilds.
  const symbolAt = Array.from({ length: reelCount }, () => new Int8Array(lineCount));
  const runAt = Array.from({ length: reelCount }, () => new Int8Array(lineCount));
  const leadAt = Array.from({ length: reelCount }, () => new Int8Array(lineCount));
  const aliveAt = Array.from({ length: reelCount }, () => new Int8Array(lineCount));
  const lastReel = reelCount - 1;
  const finalPay = new Int32Array(lineCount * symbolCount);
  const finalRow = new Int8Array(lineCount);

  const visit = (depth: number, aliveBefore: number, settled: number, scatters: number) => {
    const window = cells[depth]!;
    const strip = reels[depth]!;
    if (depth === lastReel) {
      // What each unbroken line pays for each symbol the last reel can show on its row.
      for (let k = 0; k < aliveBefore; k++) {
        const line = aliveAt[depth - 1]![k]!;
        const symbol = symbolAt[depth - 1]![line]!;
        const run = runAt[depth - 1]![line]!;
        const lead = leadAt[depth - 1]![line]!;
        finalRow[k] = lines[line]![depth]!;
        for (let cell = 0; cell < symbolCount; cell++) {
          let value: number;
          if (symbol < 0) {
            if (cell === wild) value = wildPay(lead + 1);
            else if (cell === scatter) value = wildPay(lead);
            else value = Math.max(pay(cell, run + 1), wildPay(lead));
          } else if (cell === wild || cell === symbol) value = endPay(symbol, run + 1, lead);
          else value = endPay(symbol, run, lead);
          finalPay[k * symbolCount + cell] = value;
        }
      }
      const scatterAt = scattersAt[depth]!;
      for (let stop = 0; stop < strip.length; stop++) {
        let win = settled;
        const base = stop * slotRowCount;
        for (let k = 0; k < aliveBefore; k++)
          win += finalPay[k * symbolCount + window[base + finalRow[k]!]!]!;
        const total = scatters + scatterAt[stop]!;
        win += compiled.scatterPays[total]!;
        counts[total >= minScatters ? 1 : 0][win]!++;
      }
      return;
    }
    const symbols = symbolAt[depth]!;
    const runs = runAt[depth]!;
    const leads = leadAt[depth]!;
    const alive = aliveAt[depth]!;
    for (let stop = 0; stop < strip.length; stop++) {
      let ended = settled;
      let aliveCount = 0;
      const base = stop * slotRowCount;
      const lineTotal = depth === 0 ? lineCount : aliveBefore;
      for (let k = 0; k < lineTotal; k++) {
        const line = depth === 0 ? k : aliveAt[depth - 1]![k]!;
        let symbol = depth === 0 ? -1 : symbolAt[depth - 1]![line]!;
        let run = depth === 0 ? 0 : runAt[depth - 1]![line]!;
        let lead = depth === 0 ? 0 : leadAt[depth - 1]![line]!;
        const cell = window[base + lines[line]![depth]!]!;
        if (symbol < 0) {
          if (cell === wild) {
            lead++;
            run++;
          } else if (cell === scatter) {
            ended += wildPay(lead);
            continue;
          } else {
            symbol = cell;
            run++;
          }
        } else if (cell === wild || cell === symbol) run++;
        else {
          ended += endPay(symbol, run, lead);
          continue;
        }
        symbols[line] = symbol;
        runs[line] = run;
        leads[line] = lead;
        alive[aliveCount++] = line;
      }
      visit(depth + 1, aliveCount, ended, scatters + scattersAt[depth]![stop]!);
    }
  };
  visit(0, lineCount, 0, 0);
  return { combinations: reels.reduce((product, strip) => product * strip.length, 1), counts };
}

/** Sums over one side of a distribution, as exact integers (numerators over `combinations`). */
interface Moments {
  count: bigint;
  sum: bigint;
  sumOfSquares: bigint;
  max: number;
}

function momentsOf(counts: Float64Array, multiplier = 1): Moments {
  let count = 0n;
  let sum = 0n;
  let sumOfSquares = 0n;
  let max = 0;
  counts.forEach((n, win) => {
    if (n === 0) return;
    const times = BigInt(n);
    const value = BigInt(win * multiplier);
    count += times;
    sum += times * value;
    sumOfSquares += times * value * value;
    max = win * multiplier;
  });
  return { count, sum, sumOfSquares, max };
}

export interface FreeSpinFeature {
  /** The feature's win (multiplier included), in line bets: mean and mean of squares. */
  mean: Fraction;
  meanOfSquares: Fraction;
  /** Free spins played on average once triggered, retriggers included. */
  expectedSpins: Fraction;
  /** The largest feature win any sequence of free spins can reach, in line bets. */
  max: number;
}

/**
 * The free-spin feature solved exactly: states (spins played, spins awarded), each spin an
 * independent draw from the free-spin distribution. Sums are kept as integers over
 * combinations^spins, so nothing is rounded on the way.
 */
export function solveFreeSpins(game: SlotGame, distribution: SpinDistribution): FreeSpinFeature {
  const { award, multiplier, maxPerRound } = game.freeSpins;
  const sides = [
    momentsOf(distribution.counts[0], multiplier),
    momentsOf(distribution.counts[1], multiplier),
  ];
  const total = BigInt(distribution.combinations);
  type State = { weight: bigint; sum: bigint; sumOfSquares: bigint };
  let states = new Map<number, State>([
    [Math.min(award, maxPerRound), { weight: 1n, sum: 0n, sumOfSquares: 0n }],
  ]);
  let endedWeight = 0n;
  let endedSpins = 0n;
  let endedSum = 0n;
  let endedSquares = 0n;
  for (let played = 1; states.size > 0; played++) {
    const next = new Map<number, State>();
    for (const [awarded, state] of states)
      sides.forEach((side, retrigger) => {
        if (side.count === 0n) return;
        const after = retrigger ? awarded + Math.min(award, maxPerRound - awarded) : awarded;
        const into = next.get(after) ?? { weight: 0n, sum: 0n, sumOfSquares: 0n };
        into.weight += state.weight * side.count;
        into.sum += state.sum * side.count + state.weight * side.sum;
        into.sumOfSquares +=
          state.sumOfSquares * side.count + 2n * state.sum * side.sum + state.weight * side.sumOfSquares;
        next.set(after, into);
      });
    // A state whose awarded spins are all played ends; scale it up to the longest round's denominator.
    const ending = next.get(played);
    if (ending) {
      const scale = total ** BigInt(maxPerRound - played);
      endedWeight += ending.weight * scale;
      endedSpins += ending.weight * scale * BigInt(played);
      endedSum += ending.sum * scale;
      endedSquares += ending.sumOfSquares * scale;
      next.delete(played);
    }
    states = next;
  }
  const denominator = total ** BigInt(maxPerRound);
  if (endedWeight !== denominator) throw new Error('the free-spin states do not add up to 1');

  const best = new Map<string, number>();
  const maxFrom = (played: number, awarded: number): number => {
    if (played === awarded) return 0;
    const key = `${played}:${awarded}`;
    const known = best.get(key);
    if (known !== undefined) return known;
    let value = 0;
    sides.forEach((side, retrigger) => {
      if (side.count === 0n) return;
      const after = retrigger ? awarded + Math.min(award, maxPerRound - awarded) : awarded;
      value = Math.max(value, side.max + maxFrom(played + 1, after));
    });
    best.set(key, value);
    return value;
  };
  return {
    mean: fraction(endedSum, denominator),
    meanOfSquares: fraction(endedSquares, denominator),
    expectedSpins: fraction(endedSpins, denominator),
    max: maxFrom(0, Math.min(award, maxPerRound)),
  };
}

export interface SlotStats {
  /** Return to player, as a fraction of the total bet. */
  rtp: Fraction;
  /** The same in per cent, 4 decimals. */
  rtpPercent: string;
  /** The parts of the return: base-game lines, base-game scatters, free spins. */
  parts: { baseLines: Fraction; baseScatters: Fraction; freeSpins: Fraction };
  /** Rounds that win anything. */
  hitFrequency: Fraction;
  /** Rounds that award free spins. */
  freeSpinsFrequency: Fraction;
  feature: FreeSpinFeature;
  /** Variance of a round's win, in total bets squared, and its square root. */
  variance: Fraction;
  standardDeviation: number;
  /** The largest win a round can reach, in line bets and in total bets (exact text). */
  maxWinLineBets: number;
  maxWinTimesBet: string;
  base: SpinDistribution;
  free: SpinDistribution;
}

const statsOfGames = new WeakMap<SlotGame, SlotStats>();

/** The whole game's exact figures, enumerated once per game definition. */
export function slotStats(game: SlotGame = houseSlot): SlotStats {
  const known = statsOfGames.get(game);
  if (known) return known;
  const stats = enumerateStats(game);
  statsOfGames.set(game, stats);
  return stats;
}

function enumerateStats(game: SlotGame): SlotStats {
  const compiled = compileSlot(game);
  const base = enumerateSpins(compiled, compiled.baseReels);
  const free =
    game.freeSpinReels === game.baseReels ? base : enumerateSpins(compiled, compiled.freeSpinReels);
  const feature = solveFreeSpins(game, free);
  const combinations = BigInt(base.combinations);
  const [plain, awarding] = [momentsOf(base.counts[0]), momentsOf(base.counts[1])];
  const perCombination = (value: bigint) => fraction(value, combinations);

  const meanBase = perCombination(plain.sum + awarding.sum);
  const triggered = perCombination(awarding.count);
  const meanOfRound = add(meanBase, mul(triggered, feature.mean));
  // E[X²] = E[B²] + 2·E[B·1(trigger)]·E[F] + P(trigger)·E[F²]: the feature's floats come after the base spin's.
  const meanOfSquares = add(
    add(
      perCombination(plain.sumOfSquares + awarding.sumOfSquares),
      mul(fraction(2n), mul(perCombination(awarding.sum), feature.mean)),
    ),
    mul(triggered, feature.meanOfSquares),
  );
  const lineBets = BigInt(slotLinesPerBet);
  const varianceLineBets = sub(meanOfSquares, mul(meanOfRound, meanOfRound));
  const variance = mul(varianceLineBets, fraction(1n, lineBets * lineBets));
  const rtp = mul(meanOfRound, fraction(1n, lineBets));

  const scatterMean = scatterMeanOf(compiled, compiled.baseReels);
  const baseScatters = mul(scatterMean, fraction(1n, lineBets));
  const baseLines = sub(mul(meanBase, fraction(1n, lineBets)), baseScatters);
  const maxWinLineBets = Math.max(plain.max, awarding.count > 0n ? awarding.max + feature.max : 0);
  return {
    rtp,
    rtpPercent: fractionToDecimal(mul(rtp, fraction(100n)), 4),
    parts: { baseLines, baseScatters, freeSpins: sub(rtp, add(baseLines, baseScatters)) },
    // A base spin that awards free spins always pays its scatters, so it is a hit whatever follows.
    hitFrequency: perCombination(combinations - BigInt(base.counts[0][0]!)),
    freeSpinsFrequency: triggered,
    feature,
    variance,
    standardDeviation: Math.sqrt(fractionToNumber(variance)),
    maxWinLineBets,
    maxWinTimesBet: lineBetsAsBetText(maxWinLineBets),
    base,
    free,
  };
}

/** The base game's mean scatter pay in line bets, from each reel's scatter count alone. */
function scatterMeanOf(compiled: CompiledSlot, reels: readonly Uint8Array[]): Fraction {
  const scatter = slotSymbols.indexOf(slotScatter);
  let ways = [1n];
  for (const strip of reels) {
    const perStop = new Map<number, bigint>();
    for (let stop = 0; stop < strip.length; stop++) {
      let visible = 0;
      for (let row = 0; row < slotRowCount; row++)
        if (strip[(stop + row) % strip.length] === scatter) visible++;
      perStop.set(visible, (perStop.get(visible) ?? 0n) + 1n);
    }
    const next: bigint[] = [];
    ways.forEach((w, have) =>
      perStop.forEach((n, visible) => {
        next[have + visible] = (next[have + visible] ?? 0n) + w * n;
      }),
    );
    ways = next.map((w) => w ?? 0n);
  }
  const total = ways.reduce((sum, w) => sum + w, 0n);
  const paid = ways.reduce((sum, w, count) => sum + w * BigInt(compiled.scatterPays[count] ?? 0), 0n);
  return fraction(paid, total);
}

export interface LinePayOdds {
  symbol: SlotSymbol;
  count: number;
  /** In line bets. */
  pay: number;
  /** The chance that one given line pays exactly this paytable entry, on the base reels. */
  probability: Fraction;
}

/**
 * One line's paytable odds on the base reels, from each reel's symbol counts (every row of a reel sees
 * every strip position equally, so every line has the same odds). Also the independent check of the
 * enumeration's mean: 20 × the line mean + the scatter mean.
 */
export function lineOdds(game: SlotGame = houseSlot): { odds: LinePayOdds[]; mean: Fraction } {
  const compiled = compileSlot(game);
  const reels = compiled.baseReels;
  const perReel = reels.map((strip) => {
    const counts = new Array<number>(slotSymbols.length).fill(0);
    for (const symbol of strip) counts[symbol]!++;
    return counts;
  });
  const hits = new Map<string, bigint>();
  let paid = 0n;
  const cells = new Array<number>(reels.length).fill(0);
  const walk = (reel: number, weight: bigint) => {
    if (reel === reels.length) {
      const [symbol, count, pay] = evaluateLine(compiled, cells);
      if (pay === 0) return;
      const key = `${symbol}:${count}`;
      hits.set(key, (hits.get(key) ?? 0n) + weight);
      paid += weight * BigInt(pay);
      return;
    }
    perReel[reel]!.forEach((n, symbol) => {
      if (n === 0) return;
      cells[reel] = symbol;
      walk(reel + 1, weight * BigInt(n));
    });
  };
  walk(0, 1n);
  const total = BigInt(reels.reduce((product, strip) => product * strip.length, 1));
  const odds = game.linePays.flatMap(({ symbol, pays }) =>
    slotPayCounts.map((count, i) => ({
      symbol,
      count,
      pay: pays[i]!,
      probability: fraction(hits.get(`${slotSymbols.indexOf(symbol)}:${count}`) ?? 0n, total),
    })),
  );
  return { odds, mean: fraction(paid, total) };
}
