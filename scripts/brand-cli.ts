import { exitCodes, runBrandCli } from '#server/features/brands/brand-cli-core.ts';
import { runOperatorCommandLine } from './cli/run-operator-cli.ts';

/** `npm run brand -- <command>`: the logic is in brand-cli-core. */
await runOperatorCommandLine(runBrandCli, exitCodes.failure);
