import { loadavg } from 'node:os'
import { percentile } from './load'

// How the transcode bench prints its figures.

export const ms = (value: number) => `${value.toFixed(0)} ms`
/** % of one core: two decimals under 10 %, where the per-stream figures of a copy sit. */
export const pct = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} %`
/** The 1-minute load average: other work on this machine's two cores shows in every figure. */
export const load = () => `load ${loadavg()[0]!.toFixed(1)}`
export const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  )
/** `median / p95` in ms. */
export const spread = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return `${ms(percentile(sorted, 50))} / ${ms(percentile(sorted, 95))}`
}
