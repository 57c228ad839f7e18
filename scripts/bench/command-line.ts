import { parseArgs, type ParseArgsConfig } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * A bench command's options from its command line. `--help` prints the usage and exits; an unknown
 * or malformed option prints what was wrong and the usage, and exits 2, where Node's parseArgs
 * would end the command with a stack trace.
 */
export function benchCommandLine<const T extends Options>(
  options: T,
  usage: string,
  args = process.argv.slice(2),
) {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage);
    process.exit(0);
  }
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    process.exit(2);
  }
}

/** A whole number above zero given for `--name`; anything else prints the usage and exits 2. */
export function countOption(name: string, value: string, usage: string): number {
  const count = Number(value);
  if (Number.isSafeInteger(count) && count > 0) return count;
  console.error(`--${name} takes a whole number above zero, not '${value}'\n\n${usage}`);
  process.exit(2);
}
