import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  ConfigError,
  DEMO_OTP_CODE,
  DEMO_OTP_NUMBER,
  DEMO_OWNER_OTP_CODE,
  DEMO_OWNER_OTP_NUMBER,
  loadConfig,
} from './config.js'
import { DEFAULT_MEMORY } from './memory-config.js'

describe('loadConfig', () => {
  it('gives the documented defaults on an empty environment', () => {
    const config = loadConfig({}, '/srv/app')
    expect(config).toMatchObject({
      port: 8080,
      dataDir: path.resolve('/srv/app', 'data'),
      databaseUrl: null,
      redisUrl: null,
      siteDomain: 'localhost',
      defaultSite: 'demo',
      production: false,
    })
    expect(config.otpTestNumbers.get(DEMO_OTP_NUMBER)).toBe(DEMO_OTP_CODE)
    expect(config.otpTestNumbers.get(DEMO_OWNER_OTP_NUMBER)).toBe(DEMO_OWNER_OTP_CODE)
    expect(config.ownerKeys.size).toBe(0)
    expect(config.ownerPhones).toEqual([])
    expect(config.limits).toEqual({
      messagesPerMinute: 30,
      uploadsPerTenMinutes: 20,
      uploadQuotaBytes: 1024 * 1024 * 1024,
      codesPerIpPerHour: 20,
    })
    expect(config.memory).toEqual({
      pglite: { sharedBuffersKb: 16384, workMemKb: 2048, walBuffersKb: 1024, wasmTierUp: false },
      pageCacheBytes: 16 * 1024 * 1024,
    })
    expect(config.memory).toEqual(DEFAULT_MEMORY)
    expect(config.otpLimits).toEqual({ allowedCountries: new Set(['IN']), hourlyBudget: 1000, siteHourlyBudget: 200 })
    expect(config.secretsKeyPrevious).toBeNull()
  })

  it('reads the countries codes may go to, the hourly code budget and the previous secrets key', () => {
    const config = loadConfig({
      OTP_ALLOWED_COUNTRIES: 'in, np,AE',
      OTP_HOURLY_BUDGET: '250',
      SECRETS_KEY_PREVIOUS: 'ab'.repeat(32),
    })
    expect(config.otpLimits).toEqual({
      allowedCountries: new Set(['IN', 'NP', 'AE']),
      hourlyBudget: 250,
      siteHourlyBudget: 200,
    })
    expect(config.secretsKeyPrevious).toEqual(Buffer.from('ab'.repeat(32), 'hex'))
  })

  it('reads the memory settings in PostgreSQL units', () => {
    const config = loadConfig({
      PGLITE_SHARED_BUFFERS: '32MB',
      PGLITE_WORK_MEM: '512kB',
      PGLITE_WAL_BUFFERS: '1gb',
      PGLITE_WASM_TIER_UP: 'true',
      PAGE_CACHE_MB: '64',
    })
    expect(config.memory).toEqual({
      pglite: { sharedBuffersKb: 32768, workMemKb: 512, walBuffersKb: 1024 * 1024, wasmTierUp: true },
      pageCacheBytes: 64 * 1024 * 1024,
    })
  })

  it('reads every setting', () => {
    const config = loadConfig({
      PORT: '8081',
      DATA_DIR: '/var/vitrine',
      DATABASE_URL: 'postgres://root@127.0.0.1:5432/test',
      REDIS_URL: 'redis://127.0.0.1:6379',
      SITE_DOMAIN: 'Vitrine.Shop',
      DEFAULT_SITE: 'acme',
      OTP_TEST_NUMBERS: '+919876543210:654321, +14155550100:111111',
      OWNER_KEYS: 'demo:0123456789abcdef0123,acme:fedcba9876543210fedc',
      OWNER_PHONES: 'demo:+919999988888, Acme:+91 98123-45678,demo:+14155550100',
      NODE_ENV: 'production',
      TRUST_PROXY: '1',
      MESSAGE_RATE_LIMIT: '60',
      UPLOAD_RATE_LIMIT: ' 5 ',
      UPLOAD_QUOTA_MB: '250',
      OTP_IP_RATE_LIMIT: '200',
    })
    expect(config.port).toBe(8081)
    expect(config.dataDir).toBe('/var/vitrine')
    expect(config.databaseUrl).toBe('postgres://root@127.0.0.1:5432/test')
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379')
    expect(config.siteDomain).toBe('vitrine.shop')
    expect(config.defaultSite).toBe('acme')
    expect([...config.otpTestNumbers]).toEqual([
      ['+919876543210', '654321'],
      ['+14155550100', '111111'],
    ])
    expect(config.ownerKeys.get('acme')).toBe('fedcba9876543210fedc')
    expect(config.ownerPhones).toEqual([
      { subdomain: 'demo', phone: { countryCode: '+91', phoneNumber: '9999988888' } },
      { subdomain: 'acme', phone: { countryCode: '+91', phoneNumber: '9812345678' } },
      { subdomain: 'demo', phone: { countryCode: '+1', phoneNumber: '4155550100' } },
    ])
    expect(config.production).toBe(true)
    expect(config.trustProxy).toEqual({ hops: 1 })
    expect(config.limits).toEqual({
      messagesPerMinute: 60,
      uploadsPerTenMinutes: 5,
      uploadQuotaBytes: 250 * 1024 * 1024,
      codesPerIpPerHour: 200,
    })
  })

  it('turns the demo numbers off in production', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).otpTestNumbers.size).toBe(0)
  })

  it.each([
    [{ PORT: 'abc' }, /^PORT must be an integer from 1 to 65535 \(got "abc"\)$/],
    [{ PORT: '70000' }, /^PORT must be an integer/],
    [{ PORT: '80.5' }, /^PORT must be an integer/],
    [{ DATABASE_URL: 'mysql://x@y/z' }, /^DATABASE_URL must start with postgres:\/\/ or postgresql:\/\//],
    [{ DATABASE_URL: 'not a url' }, /^DATABASE_URL must be a URL/],
    [{ REDIS_URL: 'http://127.0.0.1' }, /^REDIS_URL must start with redis:\/\//],
    [{ SITE_DOMAIN: 'bad domain' }, /^SITE_DOMAIN must be a host name/],
    [{ DEFAULT_SITE: 'a.b' }, /^DEFAULT_SITE must be a subdomain/],
    [{ OTP_TEST_NUMBERS: '+919999999999:12' }, /^OTP_TEST_NUMBERS must be a list like/],
    [{ OTP_TEST_NUMBERS: '9999999999:123456' }, /^OTP_TEST_NUMBERS must be a list like/],
    [{ OWNER_KEYS: 'demo:short' }, /^OWNER_KEYS must be a list like/],
    [
      { OWNER_PHONES: 'demo:9999988888' },
      /^OWNER_PHONES must be a list like demo:\+919999988888,shop:\+919812345678 .*bad entry "demo:9999988888"\)$/,
    ],
    [{ OWNER_PHONES: '+919999988888' }, /^OWNER_PHONES must be a list like/],
    [{ OWNER_PHONES: 'de mo:+919999988888' }, /^OWNER_PHONES must be a list like/],
    [{ OWNER_PHONES: 'demo:+91123' }, /^OWNER_PHONES must be a list like/],
    [
      { TRUST_PROXY: 'yes' },
      /^TRUST_PROXY must be the number of proxies in front of the server .*\(bad entry "yes"\)$/,
    ],
    [
      { TRUST_PROXY: 'true' },
      /^TRUST_PROXY=true would let any client choose its own address with X-Forwarded-For; set the number of proxies/,
    ],
    [{ MESSAGE_RATE_LIMIT: '0' }, /^MESSAGE_RATE_LIMIT must be a whole number from 1 to 1000000 \(got "0"\)$/],
    [{ UPLOAD_RATE_LIMIT: '2.5' }, /^UPLOAD_RATE_LIMIT must be a whole number/],
    [{ UPLOAD_QUOTA_MB: '1GB' }, /^UPLOAD_QUOTA_MB must be a whole number/],
    [{ UPLOAD_QUOTA_MB: '2000000' }, /^UPLOAD_QUOTA_MB must be a whole number/],
    [
      { PGLITE_SHARED_BUFFERS: '16' },
      /^PGLITE_SHARED_BUFFERS must be a size from 128kB to 1GB, like 16MB or 512kB \(got "16"\)$/,
    ],
    [{ PGLITE_SHARED_BUFFERS: '64kB' }, /^PGLITE_SHARED_BUFFERS must be a size from 128kB/],
    [{ PGLITE_SHARED_BUFFERS: '2GB' }, /^PGLITE_SHARED_BUFFERS must be a size/],
    [{ PGLITE_WORK_MEM: '1.5MB' }, /^PGLITE_WORK_MEM must be a size from 64kB/],
    [{ PGLITE_WAL_BUFFERS: '16 TB' }, /^PGLITE_WAL_BUFFERS must be a size from 32kB/],
    [{ PGLITE_WASM_TIER_UP: 'fast' }, /^PGLITE_WASM_TIER_UP must be true or false/],
    [{ PAGE_CACHE_MB: '0' }, /^PAGE_CACHE_MB must be a whole number of megabytes from 1 to 1024 \(got "0"\)$/],
    [{ PAGE_CACHE_MB: '8MB' }, /^PAGE_CACHE_MB must be a whole number/],
    [
      { OTP_ALLOWED_COUNTRIES: 'IN,India' },
      /^OTP_ALLOWED_COUNTRIES must be country codes like IN,NP,AE \(got "India"\)$/,
    ],
    [{ OTP_HOURLY_BUDGET: '0' }, /^OTP_HOURLY_BUDGET must be a whole number from 1 to 1000000/],
    [{ SECRETS_KEY_PREVIOUS: 'short' }, /^SECRETS_KEY_PREVIOUS must be 32 bytes/],
  ])('refuses %o with one clear line', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(message)
  })

  it('reads Razorpay accounts per site, and never echoes a secret in its error', () => {
    const config = loadConfig({
      RAZORPAY_CREDENTIALS: 'demo:rzp_test_Abc123:keySecret1:hookSecret1, acme:rzp_live_Xyz9:s2:w2',
    })
    expect(config.razorpayCredentials.get('demo')).toEqual({
      keyId: 'rzp_test_Abc123',
      keySecret: 'keySecret1',
      webhookSecret: 'hookSecret1',
    })
    expect(config.razorpayCredentials.get('acme')?.keyId).toBe('rzp_live_Xyz9')
    expect(loadConfig({}).secretsKey).toBeNull()
    expect(loadConfig({ SECRETS_KEY: 'ab'.repeat(32) }).secretsKey).toEqual(Buffer.alloc(32, 0xab))
    expect(() => loadConfig({ SECRETS_KEY: 'not-a-key' })).toThrow(/^SECRETS_KEY must be 32 bytes/)
    expect(loadConfig({}).razorpayApiUrl).toBe('https://api.razorpay.com')
    expect(loadConfig({ RAZORPAY_API_URL: 'http://127.0.0.1:9' }).razorpayApiUrl).toBe('http://127.0.0.1:9')
    expect(loadConfig({}).razorpayCredentials.size).toBe(0)
    expect(() => loadConfig({ RAZORPAY_CREDENTIALS: 'demo:rzp_test_Abc123:topsecret' })).toThrow(
      /^RAZORPAY_CREDENTIALS must be a list like .* \(bad entry for "demo"\)$/,
    )
    expect(() => loadConfig({ RAZORPAY_CREDENTIALS: 'demo:rzp_test_Abc123:topsecret' })).not.toThrow(/topsecret/)
    expect(() => loadConfig({ RAZORPAY_CREDENTIALS: 'demo:key:topsecret:hook' })).toThrow(ConfigError)
  })

  it('never echoes an owner key in its error', () => {
    expect(() => loadConfig({ OWNER_KEYS: 'demo:secretkey' })).toThrow(/demo:…/)
    expect(() => loadConfig({ OWNER_KEYS: 'demo:secretkey' })).not.toThrow(/secretkey/)
  })
})
