/** Runs a command-line script: a thrown Error becomes one clear line on stderr and exit code 1. */
export function runCli(main: () => void | Promise<void>): void {
  Promise.resolve()
    .then(main)
    .catch((error: unknown) => {
      console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    });
}
