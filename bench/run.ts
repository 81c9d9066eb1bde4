import path from 'node:path'
import { bundleSizeBench } from './initial-js.bench.js'
import { lighthouseBench } from './lighthouse.bench.js'
import { ordersBench } from './orders.bench.js'
import { pageThroughputBench } from './page-call.bench.js'
import { startBenchServer } from './server.js'
import { socketDeliveryBench } from './socket-delivery.bench.js'

/** `npm run bench`: every benchmark, each printed against a baseline or budget measured in the same run. */
const distDir = path.resolve(import.meta.dirname, '..', 'dist')
console.log('Vitrine benchmarks (figures are ratios against a baseline measured in this run)')
bundleSizeBench(distDir)
const server = await startBenchServer(distDir)
try {
  await pageThroughputBench(server)
  await socketDeliveryBench(server)
  await ordersBench(server)
  await lighthouseBench(server)
} finally {
  await server.close()
}
