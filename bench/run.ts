import path from 'node:path'
import { catalogue5000Bench } from './catalogue-5000.bench.js'
import { csvImportBench } from './csv-import.bench.js'
import { bundleSizeBench } from './initial-js.bench.js'
import { lighthouseBench } from './lighthouse.bench.js'
import { ORDERS_LIMITS, ordersBench } from './orders.bench.js'
import { ownerCatalogueBench } from './owner-catalogue.bench.js'
import { ownerCustomersBench } from './owner-customers.bench.js'
import { pageThroughputBench } from './page-call.bench.js'
import { startBenchServer } from './server.js'
import { storefrontFilesBench } from './storefront-files.bench.js'
import { serverMemoryBench } from './server-memory.bench.js'
import { SOCKET_DELIVERY_LIMITS, socketDeliveryBench } from './socket-delivery.bench.js'

/**
 * `npm run bench`: every benchmark, each printed against a baseline measured in the same run or against its budget
 * (`BENCH_SMOKE=1`: each with tiny counts, bench/smoke.ts).
 */
const distDir = path.resolve(import.meta.dirname, '..', 'dist')
console.log('Vitrine benchmarks (figures are ratios against a baseline measured in this run, or shares of a budget)')
bundleSizeBench(distDir)
await serverMemoryBench()
await pageThroughputBench()
await csvImportBench()
await catalogue5000Bench()
await ownerCatalogueBench()
await ownerCustomersBench()
await storefrontFilesBench()
const server = await startBenchServer(distDir, { ...SOCKET_DELIVERY_LIMITS, ...ORDERS_LIMITS })
try {
  await socketDeliveryBench(server)
  await ordersBench(server)
} finally {
  await server.close()
}
await lighthouseBench()
