import { describe, expect, it } from 'vitest';
import { FloatStream, roundFloats } from '#shared/fair/provably-fair.ts';
import {
  compileSlot,
  evaluateLine,
  houseSlot,
  lineBetsAsBetText,
  slotBaseReels,
  slotFreeSpinReels,
  slotLinePays,
  slotLines,
  slotPayoutMinor,
  slotRules,
  slotSymbols,
  spinSlot,
  type FloatSource,
  type SlotGame,
  type SlotSymbol,
} from './slot-machine.ts';
import { SeededFloats } from './slot-simulation.ts';

const serverSeed = '4f1c6e0a7d3b2c9e8a1f5d6b0c7e3a2d9b8c1e0f6a5d4c3b2a1908f7e6d5c4b3';
const clientSeed = 'marquee slot';
const fairRound = (nonce: number) => new FloatStream({ serverSeed, clientSeed, nonce });

/** A stream that lands each reel on the stops given, in order, then fails if read further. */
function stopsStream(stops: number[], stripLength = 32): FloatSource & { read: number } {
  return {
    read: 0,
    next() {
      if (this.read >= stops.length) throw new Error('the round read more floats than the test gave');
      return (stops[this.read++]! + 0.5) / stripLength;
    },
  };
}

/** The stop that shows `symbol` on `row` of a strip. */
function stopShowing(strip: readonly SlotSymbol[], symbol: SlotSymbol, row: number): number {
  const at = strip.indexOf(symbol);
  if (at < 0) throw new Error(`${symbol} is not on the strip`);
  return (at - row + strip.length) % strip.length;
}

/** The stop whose window holds no scatter at all. */
function stopWithoutScatter(strip: readonly SlotSymbol[]): number {
  for (let stop = 0; ; stop++)
    if ([0, 1, 2].every((row) => strip[(stop + row) % strip.length] !== 'SCATTER')) return stop;
}

const line = (...symbols: SlotSymbol[]) => {
  const compiled = compileSlot(houseSlot);
  const [symbol, count, pay] = evaluateLine(
    compiled,
    symbols.map((s) => slotSymbols.indexOf(s)),
  );
  return pay === 0 ? null : { symbol: slotSymbols[symbol], count, pay };
};

/** A plain reading of the rules, written apart from the engine, to check its line wins. */
function referenceLineWins(window: SlotSymbol[][]) {
  const pays = new Map(slotLinePays.map((row) => [row.symbol, row.pays]));
  const payOf = (symbol: SlotSymbol, count: number) => (count >= 3 ? pays.get(symbol)![count - 3]! : 0);
  const wins: { line: number; pay: number }[] = [];
  slotLines.forEach((rows, index) => {
    const cells = rows.map((row, reel) => window[reel]![row]!);
    let best = 0;
    // Try every symbol the wilds could stand for, and the wilds alone.
    for (const candidate of slotSymbols) {
      if (candidate === 'SCATTER') continue;
      let count = 0;
      while (count < 5 && (cells[count] === candidate || cells[count] === 'WILD')) count++;
      if (candidate === 'WILD' || cells.slice(0, count).includes(candidate))
        best = Math.max(best, payOf(candidate, count));
    }
    if (best > 0) wins.push({ line: index, pay: best });
  });
  return wins;
}

describe('the house slot as data', () => {
  it('has 5 strips of 32 for each reel set, known symbols only, and at most one scatter in any window', () => {
    for (const reels of [slotBaseReels, slotFreeSpinReels]) {
      expect(reels).toHaveLength(5);
      for (const strip of reels) {
        expect(strip).toHaveLength(32);
        for (const symbol of strip) expect(slotSymbols).toContain(symbol);
        for (let stop = 0; stop < 32; stop++) {
          const window = [0, 1, 2].map((row) => strip[(stop + row) % 32]);
          expect(window.filter((symbol) => symbol === 'SCATTER').length).toBeLessThanOrEqual(1);
        }
        // Every paying symbol and the scatter are on every reel, so every pay can happen.
        for (const symbol of slotSymbols) expect(strip).toContain(symbol);
      }
    }
  });

  it('has 20 distinct lines over the 5 × 3 window', () => {
    expect(slotLines).toHaveLength(20);
    expect(new Set(slotLines.map((rows) => rows.join(''))).size).toBe(20);
    for (const rows of slotLines) {
      expect(rows).toHaveLength(5);
      for (const row of rows) expect([0, 1, 2]).toContain(row);
    }
  });

  it('states its rules as numbers and symbol ids only, serialisable as they are', () => {
    const text = JSON.stringify(slotRules);
    expect(JSON.parse(text)).toEqual(slotRules);
    // No prose: every string in the rules is a symbol id or a figure.
    const strings: string[] = [];
    JSON.parse(text, (_key, value: unknown) => {
      if (typeof value === 'string') strings.push(value);
      return value;
    });
    for (const value of strings)
      expect((slotSymbols as readonly string[]).includes(value) || /^\d+(\.\d+)?$/.test(value)).toBe(true);
    expect(slotRules.wild.substitutesFor).not.toContain('SCATTER');
    expect(slotRules.wild.substitutesFor).toHaveLength(slotSymbols.length - 2);
  });
});

describe('line evaluation', () => {
  it('pays 3, 4 and 5 in a row from the first reel, nothing for 2 or for a run not starting on reel 1', () => {
    expect(line('K', 'K', 'K', 'Q', 'J')).toEqual({ symbol: 'K', count: 3, pay: 5 });
    expect(line('K', 'K', 'K', 'K', 'J')).toEqual({ symbol: 'K', count: 4, pay: 15 });
    expect(line('K', 'K', 'K', 'K', 'K')).toEqual({ symbol: 'K', count: 5, pay: 60 });
    expect(line('K', 'K', 'Q', 'K', 'K')).toBeNull();
    expect(line('Q', 'K', 'K', 'K', 'K')).toBeNull();
  });

  it('lets the wild stand for any symbol but the scatter, anywhere on the line', () => {
    expect(line('WILD', 'K', 'K', 'Q', 'J')).toEqual({ symbol: 'K', count: 3, pay: 5 });
    expect(line('K', 'WILD', 'K', 'WILD', 'K')).toEqual({ symbol: 'K', count: 5, pay: 60 });
    expect(line('WILD', 'WILD', 'CROWN', 'CROWN', 'J')).toEqual({ symbol: 'CROWN', count: 4, pay: 100 });
    expect(line('WILD', 'SCATTER', 'SCATTER', 'K', 'K')).toBeNull();
    expect(line('SCATTER', 'K', 'K', 'K', 'K')).toBeNull();
  });

  it('pays wilds alone when they pay more than the symbol they complete', () => {
    // 3 wilds (30) beat K × 4 (15); CROWN × 4 (100) beats 3 wilds.
    expect(line('WILD', 'WILD', 'WILD', 'K', 'Q')).toEqual({ symbol: 'WILD', count: 3, pay: 30 });
    expect(line('WILD', 'WILD', 'WILD', 'CROWN', 'Q')).toEqual({ symbol: 'CROWN', count: 4, pay: 100 });
    expect(line('WILD', 'WILD', 'WILD', 'SCATTER', 'K')).toEqual({ symbol: 'WILD', count: 3, pay: 30 });
    expect(line('WILD', 'WILD', 'WILD', 'WILD', 'WILD')).toEqual({ symbol: 'WILD', count: 5, pay: 1000 });
  });

  it('agrees with a plain reading of the rules on 20,000 spins of the real strips', () => {
    const source = new SeededFloats(20260101);
    for (let i = 0; i < 20_000; i++) {
      const [spin] = spinSlot(source).spins;
      expect(spin!.lineWins.map(({ line: index, pay }) => ({ line: index, pay }))).toEqual(
        referenceLineWins(spin!.window),
      );
    }
  });
});

describe('spinSlot', () => {
  it('plays fixed provably fair rounds to fixed outcomes (golden values)', () => {
    expect(spinSlot(fairRound(2))).toEqual({
      spins: [
        {
          stops: [31, 15, 31, 29, 2],
          window: [
            ['CROWN', 'K', '10'],
            ['J', 'Q', 'WILD'],
            ['A', 'CLOVER', '10'],
            ['BELL', 'J', 'WILD'],
            ['WILD', 'J', 'K'],
          ],
          lineWins: [{ line: 2, symbol: '10', count: 4, pay: 6 }],
          scatters: 0,
          scatterPay: 0,
          multiplier: 1,
          win: 6,
          freeSpinsAwarded: 0,
        },
      ],
      freeSpinsPlayed: 0,
      win: 6,
      winTimesBet: '0.3',
      floatsUsed: 5,
    });

    const triggered = spinSlot(fairRound(293));
    expect(triggered.spins[0]).toMatchObject({
      stops: [11, 21, 4, 22, 28],
      lineWins: [
        { line: 8, symbol: 'K', count: 3, pay: 5 },
        { line: 19, symbol: 'K', count: 3, pay: 5 },
      ],
      scatters: 3,
      scatterPay: 40,
      win: 50,
      freeSpinsAwarded: 10,
    });
    expect(triggered).toMatchObject({ freeSpinsPlayed: 10, win: 527, winTimesBet: '26.35', floatsUsed: 55 });
    expect(triggered.spins).toHaveLength(11);

    const retriggered = spinSlot(fairRound(524));
    expect(retriggered).toMatchObject({
      freeSpinsPlayed: 20,
      win: 1669,
      winTimesBet: '83.45',
      floatsUsed: 105,
    });
    expect(retriggered.spins.reduce((sum, spin) => sum + spin.freeSpinsAwarded, 0)).toBe(20);
    expect(retriggered.spins.reduce((sum, spin) => sum + spin.win, 0)).toBe(1669);
  });

  it('takes each stop as floor(float × 32) of the round floats, in order, and is deterministic', () => {
    const round = spinSlot(fairRound(524));
    const floats = roundFloats({ serverSeed, clientSeed, nonce: 524 }, round.floatsUsed);
    round.spins.forEach((spin, index) =>
      expect(spin.stops).toEqual(
        floats.slice(index * 5, index * 5 + 5).map((float) => Math.floor(float * 32)),
      ),
    );
    round.spins.forEach((spin, index) => {
      const reels = index === 0 ? slotBaseReels : slotFreeSpinReels;
      expect(spin.window).toEqual(
        spin.stops.map((stop, reel) => [0, 1, 2].map((row) => reels[reel]![(stop + row) % 32])),
      );
    });
    expect(JSON.parse(JSON.stringify(spinSlot(fairRound(524))))).toEqual(round);
  });

  it('pays scatters anywhere on the total bet and awards 10 free spins for 3', () => {
    // Scatters on the top, middle and bottom rows of reels 1, 3 and 5; the other reels show none.
    const stops = [
      stopShowing(slotBaseReels[0]!, 'SCATTER', 0),
      stopWithoutScatter(slotBaseReels[1]!),
      stopShowing(slotBaseReels[2]!, 'SCATTER', 1),
      stopWithoutScatter(slotBaseReels[3]!),
      stopShowing(slotBaseReels[4]!, 'SCATTER', 2),
    ];
    const freeStops = slotFreeSpinReels.map((strip) => stopWithoutScatter(strip));
    const stream = stopsStream([...stops, ...Array.from({ length: 10 }, () => freeStops).flat()]);
    const round = spinSlot(stream);
    const [base, ...free] = round.spins;
    expect(base!.scatters).toBe(3);
    expect(base!.scatterPay).toBe(2 * 20);
    expect(base!.freeSpinsAwarded).toBe(10);
    expect(free).toHaveLength(10);
    expect(round.floatsUsed).toBe(55);
    expect(stream.read).toBe(55);
  });

  it('pays 10 and 50 total bets for 4 and 5 scatters', () => {
    const scatterStops = slotBaseReels.map((strip) => stopShowing(strip, 'SCATTER', 1));
    const four = [...scatterStops.slice(0, 4), stopWithoutScatter(slotBaseReels[4]!)];
    const freeStops = slotFreeSpinReels.map((strip) => stopWithoutScatter(strip));
    const tenFree = Array.from({ length: 10 }, () => freeStops).flat();
    expect(spinSlot(stopsStream([...four, ...tenFree])).spins[0]).toMatchObject({
      scatters: 4,
      scatterPay: 200,
    });
    expect(spinSlot(stopsStream([...scatterStops, ...tenFree])).spins[0]).toMatchObject({
      scatters: 5,
      scatterPay: 1000,
    });
  });

  it('multiplies every free-spin win by 3, scatter pays included, and lets free spins retrigger', () => {
    const baseStops = slotBaseReels.map((strip) => stopShowing(strip, 'SCATTER', 1));
    const quiet = slotFreeSpinReels.map((strip) => stopWithoutScatter(strip));
    const three = [
      stopShowing(slotFreeSpinReels[0]!, 'SCATTER', 0),
      stopShowing(slotFreeSpinReels[1]!, 'SCATTER', 0),
      stopShowing(slotFreeSpinReels[2]!, 'SCATTER', 0),
      quiet[3]!,
      quiet[4]!,
    ];
    // Free spin 4 retriggers: 20 free spins in all.
    const free = Array.from({ length: 20 }, (_, i) => (i === 3 ? three : quiet)).flat();
    const round = spinSlot(stopsStream([...baseStops, ...free]));
    expect(round.freeSpinsPlayed).toBe(20);
    expect(round.spins).toHaveLength(21);
    const retrigger = round.spins[4]!;
    expect(retrigger).toMatchObject({ scatters: 3, scatterPay: 40, multiplier: 3, freeSpinsAwarded: 10 });
    const linePay = retrigger.lineWins.reduce((sum, win) => sum + win.pay, 0);
    expect(retrigger.win).toBe((linePay + 40) * 3);
    for (const spin of round.spins.slice(1)) {
      expect(spin.multiplier).toBe(3);
      expect(spin.win).toBe((spin.lineWins.reduce((sum, win) => sum + win.pay, 0) + spin.scatterPay) * 3);
    }
    expect(round.win).toBe(round.spins.reduce((sum, spin) => sum + spin.win, 0));
  });

  it('stops at 50 free spins a round however often they retrigger', () => {
    const baseStops = slotBaseReels.map((strip) => stopShowing(strip, 'SCATTER', 1));
    const always = slotFreeSpinReels.map((strip) => stopShowing(strip, 'SCATTER', 1));
    const stream = stopsStream([...baseStops, ...Array.from({ length: 50 }, () => always).flat()]);
    const round = spinSlot(stream);
    expect(round.freeSpinsPlayed).toBe(50);
    expect(round.floatsUsed).toBe(5 + 50 * 5);
    expect(round.spins.map((spin) => spin.freeSpinsAwarded)).toEqual([
      10,
      10,
      10,
      10,
      10,
      ...new Array(46).fill(0),
    ]);
  });

  it('plays a crafted game the same way: the rules are data', () => {
    const kings: SlotSymbol[] = new Array(32).fill('K');
    const game: SlotGame = {
      ...houseSlot,
      baseReels: new Array(5).fill(kings),
      freeSpinReels: new Array(5).fill(kings),
    };
    // Every line shows 5 kings: 20 × 60 line bets = 60 total bets.
    expect(spinSlot(stopsStream([0, 7, 13, 21, 31]), game)).toMatchObject({ win: 1200, winTimesBet: '60' });
  });
});

describe('money', () => {
  it('states wins in total bets exactly', () => {
    expect(lineBetsAsBetText(0)).toBe('0');
    expect(lineBetsAsBetText(2)).toBe('0.1');
    expect(lineBetsAsBetText(7)).toBe('0.35');
    expect(lineBetsAsBetText(40)).toBe('2');
    expect(lineBetsAsBetText(355_910)).toBe('17795.5');
  });

  it('pays floor(stake × win / 20) minor units: exact for stakes in steps of 20', () => {
    expect(slotPayoutMinor(100, 7)).toBe(35);
    expect(slotPayoutMinor(2_000, 355_910)).toBe(35_591_000);
    expect(slotPayoutMinor(25, 7)).toBe(8); // 8.75 rounds down
    // stake × win is past 2^53 here; the result is not.
    expect(slotPayoutMinor(100_000_000_000, 355_910)).toBe(1_779_550_000_000_000);
    expect(() => slotPayoutMinor(1.5, 2)).toThrow(RangeError);
    expect(() => slotPayoutMinor(100, -1)).toThrow(RangeError);
  });
});
