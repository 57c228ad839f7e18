import { catalogueExitCodes, runCatalogueCli } from '#server/features/catalogue/catalogue-cli-core.ts';
import { runOperatorCommandLine } from './cli/run-operator-cli.ts';

/** `npm run catalogue -- <command>`: the logic is in catalogue-cli-core. */
await runOperatorCommandLine(runCatalogueCli, catalogueExitCodes.refused);
