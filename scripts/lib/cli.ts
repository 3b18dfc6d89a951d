import { parseArgs, type ParseArgsConfig } from 'node:util';

/** Runs a command-line script: a thrown Error becomes one clear line on stderr and exit code 1. */
export function runCli(main: () => void | Promise<void>): void {
  Promise.resolve()
    .then(main)
    .catch((error: unknown) => {
      console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    });
}

/** The command's arguments (pnpm's `--` dropped), refused with a clear message when a flag is unknown or lacks its value. */
export function commandArgs<T extends NonNullable<ParseArgsConfig['options']>>(options: T) {
  return parseArgs({ args: process.argv.slice(2).filter((arg) => arg !== '--'), options, allowPositionals: true, strict: true });
}
