import path from 'node:path'
import { pageCallBench } from './page-call.bench.js'

/** `npm run bench`: every benchmark, each printed as a ratio against a baseline measured in the same run. */
const distDir = path.resolve(import.meta.dirname, '..', 'dist')
console.log('Vitrine benchmarks (figures are ratios against a baseline measured in this run)')
await pageCallBench(distDir)
