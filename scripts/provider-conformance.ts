import { runProviderConformance } from '#server/features/play/provider-conformance.ts';

/**
 * `npm run provider:conformance -- <base-url> <provider_code> <secret> --session <token> [--game <code>]`:
 * drives a Marquee server's seamless-wallet API through every rule of decision 0028 and prints one
 * line per case; exits 1 when any case fails, 2 on wrong usage. The session is a live game session
 * (openGameSession) of a player with at least 3.00 of cash; the suite moves a little of it.
 */
const usage =
  'usage: npm run provider:conformance -- <base-url> <provider_code> <secret> --session <token> [--game <code>]\n';

function parse(argv: readonly string[]) {
  const positional: string[] = [];
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg.startsWith('--')) {
      const value = argv[i + 1];
      if (value === undefined) return undefined;
      flags.set(arg.slice(2), value);
      i++;
    } else positional.push(arg);
  }
  const [baseUrl, providerCode, secret] = positional;
  const sessionToken = flags.get('session');
  if (!baseUrl || !providerCode || !secret || !sessionToken || positional.length !== 3) return undefined;
  return { baseUrl, providerCode, secret, sessionToken, gameCode: flags.get('game') };
}

async function main(): Promise<number> {
  const options = parse(process.argv.slice(2));
  if (!options) {
    process.stderr.write(usage);
    return 2;
  }
  const results = await runProviderConformance(options);
  for (const result of results)
    process.stdout.write(
      `${result.pass ? 'PASS' : 'FAIL'}  ${result.name}${result.pass ? '' : `: ${result.detail}`}\n`,
    );
  const failed = results.filter((result) => !result.pass).length;
  process.stdout.write(`${results.length - failed} passed, ${failed} failed\n`);
  return failed === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
