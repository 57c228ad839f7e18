import { loadEnv } from '#server/config/env.ts';
import { cliActor } from '#server/features/brands/brand-cli-core.ts';
import { opsExitCodes, runOpsCli } from '#server/features/operations/ops-cli-core.ts';

/** `npm run ops -- <command>`: wires argv, environment and exit code; the logic is in ops-cli-core. */
async function main(): Promise<number> {
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return opsExitCodes.failure;
  }
  return runOpsCli(process.argv.slice(2), {
    env,
    actor: cliActor(),
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  });
}

try {
  process.exitCode = await main();
} catch (error) {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = opsExitCodes.failure;
}
