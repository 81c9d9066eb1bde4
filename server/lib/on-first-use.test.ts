import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { onFirstUse } from './on-first-use.js'

/** Libraries an idle default install never needs, loaded on first use: about 20 MB of its resident memory. */
const ON_FIRST_USE = ['sharp', 'nodemailer', 'web-push', 'razorpay', 'qrcode']

describe('onFirstUse', () => {
  it('loads once, however many ask at once; a failed load is tried again', async () => {
    let loads = 0
    const load = onFirstUse(async () => {
      loads++
      if (loads === 1) throw new Error('not installed')
      return { loads }
    })
    await expect(load()).rejects.toThrow('not installed')
    const [first, second] = await Promise.all([load(), load()])
    expect(first).toBe(second)
    expect(await load()).toBe(first)
    expect(loads).toBe(2)
  })

  it('no server file imports the libraries an idle server does not need, except on first use', () => {
    const server = join(import.meta.dirname, '..')
    const files = (readdirSync(server, { recursive: true }) as string[]).filter(
      (file) =>
        file.endsWith('.ts') && !file.endsWith('.test.ts') && !/(^|\/)(test-helpers\.ts|test\/|testing\/)/.test(file),
    )
    const offences: string[] = []
    for (const file of files) {
      const source = readFileSync(join(server, file), 'utf8')
      for (const [, target] of source.matchAll(/^import (?!type )[^'\n]*from '([^']+)'/gm))
        if (ON_FIRST_USE.includes(target!)) offences.push(`${relative(server, join(server, file))} imports ${target}`)
    }
    expect(offences).toEqual([])
  })
})
