import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium'

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } }

/**
 * Two built servers, each on its own port and a throwaway PGlite directory: the first for the specs that leave the
 * demo site as they found it (project `desktop`, then project `owner`), the second for the other half of the specs
 * that change the site (project `site`), so that half runs beside the owner app's specs instead of after them.
 */
const port = Number(process.env.E2E_PORT ?? 4310)
const secondPort = Number(process.env.E2E_SECOND_PORT ?? port + 1000)
const baseURL = (serverPort: number) => `http://demo.localhost:${serverPort}`

/**
 * Specs that change what every other spec sees of the demo site (its settings, content, catalogue and photos, the
 * owner app's shared lists). Each runs one at a time on a server where no spec that needs the demo site as seeded
 * runs after it: the owner app's specs on the first server after the others (project `owner`), the rest on the
 * second server (project `site`). A spec in neither list has its own customers and orders, with test numbers of its
 * own, and runs two at a time (`E2E_WORKERS`, default 2; 1 keeps timing-sensitive specs calm on a busy machine).
 */
const OWNER_APP = ['owner-*'].map((name) => `**/${name}.spec.ts`)
const SITE_CHANGING = [
  'back-and-reload',
  'first-day',
  'hindi',
  'owner',
  'photos',
  'quotes',
  'refunds',
  'sale-polish',
  'signup',
  'storefront',
  'website-editor',
].map((name) => `**/${name}.spec.ts`)

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 30_000,
  // A 2-core CI machine right after the build: a lazily loaded panel has been seen to take over 5 s there.
  expect: { timeout: 10_000 },
  use: {
    baseURL: baseURL(port),
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'desktop', testIgnore: [...OWNER_APP, ...SITE_CHANGING], use: desktop },
    { name: 'owner', testMatch: OWNER_APP, dependencies: ['desktop'], workers: 1, use: desktop },
    { name: 'site', testMatch: SITE_CHANGING, workers: 1, use: { ...desktop, baseURL: baseURL(secondPort) } },
  ],
  webServer: [server(port), server(secondPort)],
})

/** The built server on `serverPort`, with a data directory of its own. */
function server(serverPort: number) {
  return {
    command: 'node dist/server/main.js',
    url: `http://127.0.0.1:${serverPort}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    // One test number per spec that signs in: the per-phone code limit (1 per 30 s) would refuse a reuse.
    env: {
      PORT: String(serverPort),
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-e2e-')),
      LOG_LEVEL: 'warn',
      OWNER_KEYS: 'demo:e2e-owner-key-0123456789',
      // Every spec signs in from 127.0.0.1: more than the default 20 codes an hour from one IP.
      OTP_IP_RATE_LIMIT: '500',
      // More owners of the demo site beside the seeded one (+919999988888): one per owner-inbox spec that signs in.
      OWNER_PHONES: [
        'demo:+919999988801',
        'demo:+919999988802',
        'demo:+919999988803',
        'demo:+919999988804',
        'demo:+919999988805',
        'demo:+919999988806',
        'demo:+919999988807',
        'demo:+919999988808',
        'demo:+919999988809',
        'demo:+919999988810',
        'demo:+919999988811',
        'demo:+919999988812',
        'demo:+919999988813',
        'demo:+919999988814',
        'demo:+919999988815',
        'demo:+919999988816',
        'demo:+919999988817',
        'demo:+919999988818',
        'demo:+919999988819',
        'demo:+919999988820',
        'demo:+919999988821',
        'demo:+919999988822',
        'demo:+919999988823',
        'demo:+919999988824',
        'demo:+919999988825',
        'demo:+919999988826',
        'demo:+919999988827',
        'demo:+919999988828',
        'demo:+919999988829',
        'demo:+919999988830',
        'demo:+919999988835',
        'demo:+919999988836',
      ].join(','),
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
        '+919999988803:880003',
        '+919999988804:880004',
        '+919999988805:880005',
        '+919999988806:880006',
        '+919999988807:880007',
        '+919999988808:880008',
        '+919877700011:111111',
        '+919877700012:121212',
        '+919877700013:131313',
        '+919877700014:141414',
        '+919877700021:212121',
        '+919877700022:222222',
        '+919877700023:232323',
        '+919877700024:242424',
        '+919877700031:313131',
        '+919877700032:323232',
        '+919877700033:333333',
        '+919877700034:343434',
        '+919877700041:414141',
        '+919877700042:424242',
        '+919877700043:434343',
        '+919877700044:444444',
        '+919877700051:515151',
        '+919877700052:525252',
        '+919877700053:535353',
        '+919877700054:545454',
        '+919877700061:616161',
        '+919877700062:626262',
        '+919877700063:636363',
        '+919877700064:646464',
        '+919999988809:880009',
        '+919999988810:880010',
        '+919999988811:880011',
        '+919877700071:717171',
        '+919877700072:727272',
        '+919877700073:737373',
        '+919877700074:747474',
        '+919877700081:818181',
        '+919877700082:828282',
        '+919877700083:838383',
        '+919877700084:848484',
        '+919999988812:880012',
        '+919999988813:880013',
        '+919999988814:880014',
        '+919999988815:880015',
        '+919999988816:880016',
        '+919999988817:880017',
        '+919999988818:880018',
        '+919999988819:880019',
        '+919999988820:880020',
        '+919999988821:880021',
        '+919877700121:121121',
        '+919877700122:122122',
        '+919877700091:919191',
        '+919877700092:929292',
        '+919877700093:939393',
        '+919877700094:949494',
        '+919877700101:101101',
        '+919877700102:102102',
        '+919877700103:103103',
        '+919877700104:104104',
        '+919877700111:111011',
        '+919877700112:112112',
        '+919877700113:113113',
        '+919877700114:114114',
        '+919999988822:880022',
        '+919999988823:880023',
        '+919999988824:880024',
        '+919999988825:880025',
        '+919999988826:880026',
        '+919999988827:880027',
        '+919999988828:880028',
        '+919999988829:880029',
        '+919999988830:880030',
        '+919877700131:131131',
        '+919877700132:132132',
        '+919877700133:133133',
        '+919877700134:134134',
        '+919877700141:141141',
        '+919877700142:142142',
        '+919877700143:143143',
        '+919877700144:144144',
        '+919877700151:151151',
        '+919877700152:152152',
        '+919877700153:153153',
        '+919877700154:154154',
        '+919877700161:161161',
        '+919877700162:162162',
        '+919877700163:163163',
        '+919877700164:164164',
        '+919877700171:171171',
        '+919877700172:172172',
        '+919877700173:173173',
        '+919877700174:174174',
        '+919877700181:181181',
        '+919877700182:182182',
        '+919877700183:183183',
        '+919877700184:184184',
        '+919999988835:880035',
        '+919999988836:880036',
        '+919877710021:710021',
        '+919877710022:710022',
      ].join(','),
    },
  }
}
