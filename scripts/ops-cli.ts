import { opsExitCodes, runOpsCli } from '#server/features/operations/ops-cli-core.ts';
import { runOperatorCommandLine } from './cli/run-operator-cli.ts';

/** `npm run ops -- <command>`: the logic is in ops-cli-core. */
await runOperatorCommandLine(runOpsCli, opsExitCodes.failure);
