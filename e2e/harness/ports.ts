/** The scripts' own helper: one implementation for the harness, `pnpm bench` and `pnpm bench:size`. */
export { freePort } from '../../scripts/lib/ports';
