import { loadEnv, type Env } from '#server/config/env.ts';
import { cliActor } from '#server/features/brands/brand-cli-core.ts';

export interface CommandLineDeps {
  env: Env;
  /** Recorded in operator_actions, e.g. `cli:alice`. */
  actor: string;
  out(line: string): void;
  err(line: string): void;
  /** npm runs scripts from the package root; file names are meant relative to where npm was called. */
  cwd: string;
}

/**
 * The process side of an operator command (`npm run brand|catalogue|ops -- …`): the environment,
 * standard output and error, and the exit code; the command's logic is in its `*-cli-core.ts`.
 * A bad environment or a crash exits with `failureCode`.
 */
export async function runOperatorCommandLine(
  run: (args: string[], deps: CommandLineDeps) => Promise<number>,
  failureCode: number,
): Promise<void> {
  try {
    let env: Env;
    try {
      env = loadEnv();
    } catch (error) {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = failureCode;
      return;
    }
    // exitCode rather than exit(): stdout must drain; every handle is closed, so the process ends.
    process.exitCode = await run(process.argv.slice(2), {
      env,
      actor: cliActor(),
      out: (line) => process.stdout.write(`${line}\n`),
      err: (line) => process.stderr.write(`${line}\n`),
      cwd: process.env.INIT_CWD ?? process.cwd(),
    });
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = failureCode;
  }
}
