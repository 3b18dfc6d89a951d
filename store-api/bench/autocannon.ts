/** autocannon, typed: it ships no types; this is the part of its API the benchmarks use. */
export interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;
export const autocannon = require('autocannon') as Autocannon;
