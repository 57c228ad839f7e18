import { describe, expect, it } from 'vitest';
import { FloatStream } from '#shared/fair/provably-fair.ts';
import { slotRtpPercent, spinSlot } from './slot-machine.ts';
import { fractionToNumber, slotStats } from './slot-rtp.ts';
import {
  SeededFloats,
  simulateSlotFair,
  simulateSlotSeeded,
  slotBenchSection,
  slotSimulationReport,
  z99,
} from './slot-simulation.ts';

// The exact figures, as the rules state them and as the enumeration gives them.
const exactRtp = Number(slotRtpPercent) / 100;

describe('the slot simulation', () => {
  it('hands out floats on the provably fair grid: whole 32-bit values / 2^32, in [0, 1)', () => {
    const source = new SeededFloats(7);
    for (let i = 0; i < 10_000; i++) {
      const float = source.next();
      expect(float).toBeGreaterThanOrEqual(0);
      expect(float).toBeLessThan(1);
      expect(Number.isInteger(float * 2 ** 32)).toBe(true);
    }
    expect(new SeededFloats(7).next()).toBe(new SeededFloats(7).next());
    expect(new SeededFloats(7).next()).not.toBe(new SeededFloats(8).next());
  });

  it('has a 99 % interval that contains the exact RTP over 2,000,000 rounds', { timeout: 60_000 }, () => {
    const stats = slotStats();
    const simulation = simulateSlotSeeded(2_000_000, 20261125);
    const exact = fractionToNumber(stats.rtp);
    expect(Math.abs(exact - exactRtp)).toBeLessThan(0.00005);
    expect(simulation.interval[0]).toBeLessThanOrEqual(exact);
    expect(simulation.interval[1]).toBeGreaterThanOrEqual(exact);
    const halfWidth = (z99 * simulation.standardDeviation) / Math.sqrt(simulation.rounds);
    expect(simulation.interval[1] - simulation.rtp).toBeCloseTo(halfWidth, 12);
    // The sample spread and hit frequency agree with the exact ones.
    expect(simulation.standardDeviation / stats.standardDeviation).toBeGreaterThan(0.85);
    expect(simulation.standardDeviation / stats.standardDeviation).toBeLessThan(1.15);
    expect(Math.abs(simulation.hitFrequency - fractionToNumber(stats.hitFrequency))).toBeLessThan(0.002);
    expect(Math.abs(simulation.freeSpinsFrequency - fractionToNumber(stats.freeSpinsFrequency))).toBeLessThan(
      0.0005,
    );
    expect(simulation.spins).toBeGreaterThan(simulation.rounds);

    const report = slotSimulationReport(simulation, {
      rtpPercent: stats.rtpPercent,
      standardDeviation: stats.standardDeviation,
      hitFrequency: fractionToNumber(stats.hitFrequency),
      freeSpinsFrequency: fractionToNumber(stats.freeSpinsFrequency),
      maxWinTimesBet: stats.maxWinTimesBet,
    });
    expect(report).toContain('## House slot');
    expect(report).toContain('96.0361 % (enumerated)');
    expect(report).toContain('contains the exact RTP');
  });

  it('plays real provably fair rounds too, with an interval that contains the exact RTP', () => {
    const simulation = simulateSlotFair(50_000, 'b'.repeat(64), 'simulation');
    expect(simulation.interval[0]).toBeLessThanOrEqual(exactRtp);
    expect(simulation.interval[1]).toBeGreaterThanOrEqual(exactRtp);
    // Nonce 0 of that pair is what a player of it would see as round 0.
    const stream = new FloatStream({ serverSeed: 'b'.repeat(64), clientSeed: 'simulation', nonce: 0 });
    const round = spinSlot(stream);
    expect(stream.used).toBe(round.floatsUsed);
  });

  it("writes the benchmark's section from a seed", () => {
    const section = slotBenchSection(1_000, 42);
    expect(section).toContain('seed 42');
    expect(section).toMatch(/\| rounds \(paid spins\) \| 1,000 \|/);
  });
});
