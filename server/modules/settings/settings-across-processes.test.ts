import { describe, expect, it } from 'vitest'
import { PAGE_PATH } from '../../../contract/page.js'
import {
  OWNER_SETTINGS_HOURS_PATH,
  OWNER_SETTINGS_PATH,
  OWNER_SETTINGS_PROFILE_PATH,
} from '../../../contract/settings.js'
import { DEMO_OWNER_ENV, DEMO_OWNER_KEY, type TestApp } from '../../test/app.js'
import { testCluster, useAppProcesses } from '../../test/processes.js'
import { signIn } from '../auth/test-helpers.js'
import { orderCalls } from '../order/test-helpers.js'

const cluster = testCluster('the settings-across-processes suite')

/**
 * Two app instances on one PostgreSQL schema and one Redis, as two server
 * processes run: a settings change on A reaches B's cached page call (the
 * widget's title, its away line) and B's cached site (checkout's pause) at
 * once, not when B's caches age out.
 */
describe.skipIf(!cluster.ready)('a settings change on one process and the caches of another', () => {
  const { apps } = useAppProcesses(cluster, { env: DEMO_OWNER_ENV })
  const auth = { authorization: `Bearer ${DEMO_OWNER_KEY}` }
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
