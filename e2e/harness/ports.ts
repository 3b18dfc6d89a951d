/** One implementation (store-api's load tooling) for the harness, `pnpm bench`, the stack and the load run. */
export { freePort } from '../../store-api/src/load/freePort';
