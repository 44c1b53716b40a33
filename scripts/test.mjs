// Runs every vitest project once and ends with a plain "N passed, N failed" line that CI can read.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync } from 'node:fs'

const out = '.test-results/vitest.json'
mkdirSync('.test-results', { recursive: true })
const args = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`]
const run = spawnSync('npx', [...args, ...process.argv.slice(2)], { stdio: 'inherit' })

let summary = 'tests: result file missing'
try {
  const r = JSON.parse(readFileSync(out, 'utf8'))
  summary = `tests: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests + r.numTodoTests} skipped`
} catch {
  // the run crashed before writing results; the exit code below still fails CI
}
console.log(summary)
process.exit(run.status ?? 1)
