import { pathToFileURL } from 'node:url';
import { roundFloats, serverSeedHash, type FairRound } from '#shared/fair/provably-fair.ts';
import { hashOutcomeOf } from '#shared/house/hash-game.ts';
import { FloatStream } from '#shared/fair/provably-fair.ts';
import { slotLines, spinSlot } from '#shared/house/slot-machine.ts';

const games = ['slot', 'hash', 'floats'] as const;
type Game = (typeof games)[number];

/**
 * `npm run fair:verify -- <game> <server_seed> <client_seed> <nonce>`: recomputes a house round from
 * its revealed seeds with the shared module the game server plays it with, offline, and prints it.
 */
export function describeRound(game: Game, round: FairRound): string {
  const lines = [`server seed hash: ${serverSeedHash(round.serverSeed)}`];
  if (game === 'hash') {
    const outcome = hashOutcomeOf(round);
    lines.push(
      `round hash: ${outcome.hash}`,
      `last digit: ${outcome.hash.slice(-1)} (${outcome.digit}): ${outcome.odd ? 'odd' : 'even'}, ${outcome.big ? 'big' : 'small'}`,
    );
  } else if (game === 'slot') {
    const played = spinSlot(new FloatStream(round));
    played.spins.forEach((spin, index) => {
      lines.push(
        `${index === 0 ? 'base spin' : `free spin ${index}`}: stops ${spin.stops.join(' ')}` +
          (spin.multiplier > 1 ? ` (× ${spin.multiplier})` : ''),
      );
      for (let row = 0; row < 3; row++)
        lines.push(`  ${spin.window.map((column) => column[row]!.padEnd(8)).join(' ')}`);
      for (const win of spin.lineWins)
        lines.push(
          `  line ${win.line + 1} (${slotLines[win.line]!.map((r) => r + 1).join('-')}): ${win.count} × ${win.symbol} pays ${win.pay * spin.multiplier} line bets`,
        );
      if (spin.scatterPay > 0)
        lines.push(`  ${spin.scatters} scatters pay ${spin.scatterPay * spin.multiplier} line bets`);
      if (spin.freeSpinsAwarded > 0) lines.push(`  awards ${spin.freeSpinsAwarded} free spins`);
    });
    lines.push(`total win: ${played.win} line bets = ${played.winTimesBet} × bet`);
  } else {
    lines.push(...roundFloats(round, 8).map((float, index) => `float ${index}: ${float.toFixed(12)}`));
  }
  return lines.join('\n');
}

function main(argv: string[]): number {
  const [game, serverSeed, clientSeed, nonceText] = argv;
  if (
    !(games as readonly string[]).includes(game ?? '') ||
    !serverSeed ||
    clientSeed === undefined ||
    !/^\d{1,12}$/.test(nonceText ?? '')
  ) {
    process.stderr.write(
      'usage: npm run fair:verify -- <slot|hash|floats> <server_seed> <client_seed> <nonce>\n',
    );
    return 2;
  }
  process.stdout.write(
    `${describeRound(game as Game, { serverSeed, clientSeed, nonce: Number(nonceText) })}\n`,
  );
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  process.exitCode = main(process.argv.slice(2));
