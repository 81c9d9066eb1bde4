import { describe, expect, it } from 'vitest'
import { PINCODE_PATH } from '../../../contract/pincode.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'

// The lookup reads no database: one kind is enough.
describe.each(testDatabases.slice(0, 1))('the pincode lookup on $name', (kind) => {
  const ctx = useTestApp(kind)
  const lookup = (pincode: string) => ctx.app.inject({ url: `${PINCODE_PATH}?pincode=${encodeURIComponent(pincode)}` })

  it('answers District, State and Circle of a known pincode from the offline India Post directory', async () => {
    const response = await lookup('302017')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      message: 'success',
      data: { District: 'Jaipur', State: 'Rajasthan', Circle: 'Rajasthan' },
    })
  })

  it('answers the pincode messages: not six digits → 400 on query.pincode; unknown → 404', async () => {
    for (const bad of ['30201', '3020177', 'abcdef', '012345']) {
      const response = await lookup(bad)
      expect(response.statusCode).toBe(400)
      expect(response.json().errors).toEqual([
        { path: 'query.pincode', message: 'Please enter a valid 6-digit pincode' },
      ])
    }
    const unknown = await lookup('999999')
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Invalid pincode or no delivery available'])
    expect((await ctx.app.inject({ url: PINCODE_PATH })).statusCode).toBe(400)
  })
})
