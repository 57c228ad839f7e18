import { loadEnv } from '#server/config/env.ts';
import { cliActor } from '#server/features/brands/brand-cli-core.ts';
import { catalogueExitCodes, runCatalogueCli } from '#server/features/catalogue/catalogue-cli-core.ts';

/** `npm run catalogue -- <command>`: wires argv, environment and exit code; the logic is in catalogue-cli-core. */
async function main(): Promise<number> {
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return catalogueExitCodes.refused;
  }
  return runCatalogueCli(process.argv.slice(2), {
    env,
    actor: cliActor(),
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    // npm runs scripts from the package root; file names are meant relative to where npm was called.
    cwd: process.env.INIT_CWD ?? process.cwd(),
  });
}

try {
  // exitCode rather than exit(): stdout must drain; every handle is closed, so the process ends.
  process.exitCode = await main();
} catch (error) {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
}
