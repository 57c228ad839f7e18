import { runSportsCli, sportsExitCodes } from '#server/features/sportsbook/sports-cli-core.ts';
import { runOperatorCommandLine } from './cli/run-operator-cli.ts';

/** `npm run sports -- <command>`: the logic is in sports-cli-core. */
await runOperatorCommandLine(runSportsCli, sportsExitCodes.failure);
