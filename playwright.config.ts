import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium'

/** The built server on its own port and a throwaway PGlite directory. */
const port = Number(process.env.E2E_PORT ?? 4310)
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-e2e-'))

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 30_000,
  // A 2-core CI machine right after the build: a lazily loaded panel has been seen to take over 5 s there.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://demo.localhost:${port}`,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: 'node dist/server/main.js',
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    // One test number per spec that signs in: the per-phone code limit (1 per 30 s) would refuse a reuse.
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      OWNER_KEYS: 'demo:e2e-owner-key-0123456789',
      // More owners of the demo site beside the seeded one (+919999988888): one per owner-inbox spec that signs in.
      OWNER_PHONES: 'demo:+919999988801,demo:+919999988802',
      OTP_TEST_NUMBERS: [
        '+919999999999:123456',
        '+919999988888:654321',
        '+919999988801:880001',
        '+919999988802:880002',
        '+919888800009:999999',
        '+919888800001:111111',
        '+919888800002:222222',
        '+919888800003:333333',
        '+919888800004:444444',
        '+919888800005:555555',
        '+919888800006:666666',
        '+919888800007:777777',
        '+919888800008:888888',
      ].join(','),
    },
  },
})
