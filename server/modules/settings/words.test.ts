import { describe, expect, it, vi } from 'vitest'
import { CUSTOMER_LANGUAGE_PATH } from '../../../contract/auth.js'
import { LANGUAGE_HEADER } from '../../../contract/auth.js'
import { OWNER_TOPICS_SAVE_PATH } from '../../../contract/owner-catalogue.js'
import {
  OWNER_SETTINGS_HOURS_PATH,
  OWNER_SETTINGS_PROFILE_PATH,
  OwnerSettingsResponse,
} from '../../../contract/settings.js'
import { answerOf, errorPaths } from '../../test/answers.js'
import { testDatabases } from '../../test/databases.js'
import { signIn } from '../auth/test-helpers.js'
import { sendMessage } from '../chat/test-helpers.js'
import { settingsSuite } from './test-helpers.js'

/** The owner's own words of the chat widget in Hindi: the business's name, the topics, the away message. */
describe.each(testDatabases)("the widget's words in Hindi on $name", (kind) => {
  const { ctx, read, post, paths, hoursOf } = settingsSuite(kind)
  /** The chat widget's settings as the page hands them to its widget, for a reader of `lang`. */
  const widget = async (lang: string) => {
    const html = (await ctx.app.inject({ url: `/?lang=${lang}`, headers: { host: 'demo.localhost' } })).body
    return JSON.parse(/<script id="vitrine-data" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!).chat
  }

  it("names the business in Hindi for a Hindi reader: the widget's title and the greeting", async () => {
    const { profile } = await read()
    const tooLong = await post(OWNER_SETTINGS_PROFILE_PATH, { ...profile, 'name@hi': 'क'.repeat(101) })
    expect(paths(tooLong)).toEqual(['body.name@hi'])
    const saved = await post(OWNER_SETTINGS_PROFILE_PATH, { ...profile, 'name@hi': 'केसर किचन' })
    expect(answerOf(OwnerSettingsResponse, saved).profile).toMatchObject({
      name: 'Kesar Kitchen',
      'name@hi': 'केसर किचन',
    })
    expect((await widget('hi')).headerTitle).toBe('केसर किचन')
    expect((await widget('en')).headerTitle).toBe('Kesar Kitchen')

    // A new customer whose widget reads Hindi is welcomed by the Hindi name.
    const who = await signIn(ctx.app, 35, 'demo', { [LANGUAGE_HEADER]: 'hi' })
    const rows = await ctx.app.db
      .selectFrom('messages')
      .select('message')
      .where('customerId', '=', who.customerId)
      .execute()
    expect(rows.map((row) => row.message)).toEqual(['केसर किचन में आपका स्वागत है! आज हम आपकी क्या मदद कर सकते हैं?'])

    // Cleared: the owner's own name again.
    await post(OWNER_SETTINGS_PROFILE_PATH, { ...profile, 'name@hi': '' })
    expect((await read()).profile).not.toHaveProperty('name@hi')
    expect((await widget('hi')).headerTitle).toBe('Kesar Kitchen')
  })

  it("shows a Hindi reader the topics' Hindi names, the owner's where they gave none", async () => {
    const key = 'demo-owner-key-settings-0123456789'
    const save = (topics: object[]) =>
      ctx.app.inject({
        method: 'POST',
        url: OWNER_TOPICS_SAVE_PATH,
        headers: { authorization: `Bearer ${key}` },
        payload: { topics },
      })
    const topics = [
      { name: 'Order food', description: 'Meals', image: null, 'name@hi': 'खाना ऑर्डर करें', 'description@hi': 'खाना' },
      { name: 'Ask us', description: 'Questions', image: null },
    ]
    expect((await save(topics)).statusCode).toBe(200)
    expect((await widget('hi')).topics).toMatchObject([
      { name: 'खाना ऑर्डर करें', description: 'खाना' },
      { name: 'Ask us', description: 'Questions' },
    ])
    expect((await widget('en')).topics).toMatchObject([
      { name: 'Order food', description: 'Meals' },
      { name: 'Ask us' },
    ])
    const bad = await save([{ ...topics[0], 'name@hi': 'क'.repeat(121) }])
    expect(errorPaths(bad)).toEqual(['body.topics.0.name@hi'])
  })

  it('answers a customer who reads Hindi with the Hindi away message', async () => {
    const week = Object.fromEntries(
      ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, [{ opens: '23:58', closes: '23:59' }]]),
    )
    const hours = { ...(await hoursOf()), hoursEnabled: true, week, awayMessage: 'Back soon' }
    const saved = await post(OWNER_SETTINGS_HOURS_PATH, { ...hours, 'awayMessage@hi': 'जल्द लौटेंगे' })
    expect(answerOf(OwnerSettingsResponse, saved).hours['awayMessage@hi']).toBe('जल्द लौटेंगे')
    const replies = async (customerId: string) =>
      (
        await ctx.app.db
          .selectFrom('messages')
          .select('message')
          .where('customerId', '=', customerId)
          .where('sender', '=', 'system')
          .execute()
      ).map((row) => row.message)
    const asha = await signIn(ctx.app, 36)
    const ravi = await signIn(ctx.app, 37)
    const hindi = await ctx.app.inject({
      method: 'PUT',
      url: CUSTOMER_LANGUAGE_PATH,
      headers: { authorization: asha.authorization, host: 'demo.localhost' },
      payload: { language: 'hi' },
    })
    expect(hindi.statusCode).toBe(200)
    for (const who of [asha, ravi])
      expect((await sendMessage(ctx.app, who, 'Hello?', { headers: { host: 'demo.localhost' } })).statusCode).toBe(200)
    await vi.waitFor(async () => expect(await replies(asha.customerId)).toContain('जल्द लौटेंगे'))
    await vi.waitFor(async () => expect(await replies(ravi.customerId)).toContain('Back soon'))
    await post(OWNER_SETTINGS_HOURS_PATH, { ...hours, hoursEnabled: false })
  })
})
