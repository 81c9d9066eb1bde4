import { describe, expect, it } from 'vitest'
import { PAGE_PATH } from '../../../contract/page.js'
import {
  OWNER_SETTINGS_HOURS_PATH,
  OWNER_SETTINGS_PATH,
  OWNER_SETTINGS_PROFILE_PATH,
} from '../../../contract/settings.js'
import { buildTestApp, type TestApp } from '../../test/app.js'
import { testCluster, useTestProcesses } from '../../test/processes.js'
import { signIn, TEST_NUMBERS_ENV } from '../auth/test-helpers.js'
import { orderCalls } from '../order/test-helpers.js'

const { ready, databaseUrl, redisUrl } = testCluster('the settings-across-processes suite')

const DEMO_KEY = 'demo-owner-key-settings-0123456789'

/**
 * Two app instances on one PostgreSQL schema and one Redis, as two server
 * processes run: a settings change on A reaches B's cached page call (the
 * widget's title, its away line) and B's cached site (checkout's pause) at
 * once, not when B's caches age out.
 */
describe.skipIf(!ready)('a settings change on one process and the caches of another', () => {
  const { apps } = useTestProcesses(databaseUrl, (handle) =>
    buildTestApp(handle, { env: { ...TEST_NUMBERS_ENV, OWNER_KEYS: `demo:${DEMO_KEY}`, REDIS_URL: redisUrl } }),
  )
  const auth = { authorization: `Bearer ${DEMO_KEY}` }
  const widgetOf = async (app: TestApp) =>
    (await app.inject({ url: `${PAGE_PATH}?subdomain=demo` })).json().installedWidgets.chatWidget

  it("drops B's cached page and site when A saves the profile and the hours", async () => {
    const [a, b] = apps as [TestApp, TestApp]
    expect((await widgetOf(b)).headerTitle).toBe('Kesar Kitchen')
    const settings = (await a.inject({ url: OWNER_SETTINGS_PATH, headers: auth })).json()
    const saved = await a.inject({
      method: 'POST',
      url: OWNER_SETTINGS_PROFILE_PATH,
      headers: auth,
      payload: { ...settings.profile, name: 'Renamed on A' },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    await expect.poll(async () => (await widgetOf(b)).headerTitle, { timeout: 10_000 }).toBe('Renamed on A')

    // B's site is cached by the order call now; A pauses orders; B refuses at once.
    const who = await signIn(b, 33)
    const calls = orderCalls(() => b)
    expect((await calls.create(who, [{ _id: 'nothing', quantity: 1 }])).statusCode).not.toBe(409)
    const paused = await a.inject({
      method: 'POST',
      url: OWNER_SETTINGS_HOURS_PATH,
      headers: auth,
      payload: { ...settings.hours, pauseOrders: true, pauseMessage: 'Paused on A' },
    })
    expect(paused.statusCode, paused.body).toBe(200)
    await expect
      .poll(async () => (await calls.create(who, [{ _id: 'nothing', quantity: 1 }])).json().message, {
        // Under the 5 s a cached site lives: only the invalidation makes it in time.
        timeout: 3_000,
      })
      .toBe('Paused on A')
  })
})
