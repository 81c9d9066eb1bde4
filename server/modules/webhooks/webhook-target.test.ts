import { describe, expect, it } from 'vitest'
import { postWebhook } from './post-webhook.js'
import { startReceiver } from './test-receiver.js'
import { isPrivateAddress } from '../../lib/address-guard.js'
import { webhookUrlErrors } from './webhook-target.js'

describe('webhook targets', () => {
  it('knows private, loopback and link-local addresses, IPv4-mapped ones included', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
    ])
      expect(isPrivateAddress(address), address).toBe(true)
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8'])
      expect(isPrivateAddress(address), address).toBe(false)
  })

  it('in production asks for https to a public host; outside, http and loopback are fine', () => {
    const paths = (url: string, production: boolean) =>
      webhookUrlErrors(url, 'body.url', production).map((error) => error.message)
    expect(paths('https://hooks.example.com/vitrine', true)).toEqual([])
    expect(paths('http://hooks.example.com/vitrine', true)).toEqual(['Use an https:// address'])
    for (const url of [
      'https://127.0.0.1/x',
      'https://localhost/x',
      'https://[::1]/x',
      'https://10.0.0.5/x',
      'https://shop.localhost/x',
    ])
      expect(paths(url, true), url).toEqual([expect.stringContaining('private network')])
    expect(paths('https://user:pw@example.com/', true)).toEqual([expect.stringContaining('user name')])
    expect(paths('not a url', false)).toHaveLength(1)
    expect(paths('http://127.0.0.1:8080/hook', false)).toEqual([])
  })

  it('refuses in production to connect to a private address, even through a name that resolves to one', async () => {
    const hook = await startReceiver()
    try {
      const options = { timeoutMs: 2000, production: true }
      expect(await postWebhook(hook.url, '{}', {}, options)).toMatchObject({
        ok: false,
        error: expect.stringContaining('private'),
      })
      const byName = await postWebhook(hook.url.replace('127.0.0.1', 'localhost'), '{}', {}, options)
      expect(byName).toMatchObject({ ok: false, responseCode: null, error: expect.stringContaining('private address') })
      expect(hook.received).toHaveLength(0)
      expect(await postWebhook(hook.url, '{}', {}, { ...options, production: false })).toMatchObject({
        ok: true,
        responseCode: 204,
      })
    } finally {
      await hook.close()
    }
  })

  it('bounds an attempt: a receiver that never answers is given up after the timeout', async () => {
    const hook = await startReceiver()
    hook.state.hang = true
    try {
      const started = Date.now()
      const outcome = await postWebhook(hook.url, '{}', {}, { timeoutMs: 300, production: false })
      expect(outcome).toEqual({ ok: false, responseCode: null, error: 'no answer in 300 ms' })
      expect(Date.now() - started).toBeLessThan(2000)
    } finally {
      await hook.close()
    }
  })
})
