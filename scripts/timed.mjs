// `npm test`: runs the npm scripts it is given one after another (stopping at the first that fails, as `&&` would),
// then prints how long each took and the total, so a slow step shows in every run's log.
import { spawnSync } from 'node:child_process'

const steps = process.argv.slice(2)
const started = performance.now()
const times = []
let failed

/** `m:ss` of a duration in milliseconds. */
const clock = (ms) => {
  const seconds = Math.round(ms / 1000)
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

for (const step of steps) {
  const stepStarted = performance.now()
  const { status } = spawnSync('npm', ['run', step], { stdio: 'inherit' })
  times.push([step, performance.now() - stepStarted])
  if (status !== 0) {
    failed = step
    break
  }
}

const width = Math.max(...steps.map((step) => step.length))
console.log('\nnpm test, time per step:')
for (const [step, ms] of times) console.log(`  ${step.padEnd(width)}  ${clock(ms).padStart(6)}`)
const outcome = failed ? `  (${failed} failed)` : ''
console.log(`  ${'total'.padEnd(width)}  ${clock(performance.now() - started).padStart(6)}${outcome}`)
process.exit(failed ? 1 : 0)
