import { describe, expect, it } from 'vitest'
import { acceptsHandshake, asCall, asReplyOrEvent, handshake } from './envelope'

const ORIGIN = 'https://demo.vitrine.example'
const frame = {}
const other = {}

describe('the loader ↔ iframe envelope', () => {
  it('accepts the handshake only from the expected origin and window, with this name and version', () => {
    const hello = { origin: ORIGIN, source: frame, data: handshake('hello') }
    const expected = { origin: ORIGIN, source: frame }
    expect(acceptsHandshake(hello, expected, 'hello')).toBe(true)
    expect(acceptsHandshake(hello, expected, 'connect')).toBe(false)
    expect(acceptsHandshake({ ...hello, origin: 'https://evil.example' }, expected, 'hello')).toBe(false)
    expect(acceptsHandshake({ ...hello, origin: `${ORIGIN}:443` }, expected, 'hello')).toBe(false)
    expect(acceptsHandshake({ ...hello, source: other }, expected, 'hello')).toBe(false)
    expect(acceptsHandshake({ ...hello, source: null }, { origin: ORIGIN, source: null }, 'hello')).toBe(false)
    expect(acceptsHandshake({ ...hello, data: { ...handshake('hello'), v: 2 } }, expected, 'hello')).toBe(false)
    expect(acceptsHandshake({ ...hello, data: { ...handshake('hello'), ns: 'other' } }, expected, 'hello')).toBe(false)
    expect(acceptsHandshake({ ...hello, data: 'hello' }, expected, 'hello')).toBe(false)
  })

  it('reads calls, replies and events of this version only', () => {
    expect(asCall({ v: 1, id: 3, call: 'open', args: [1] })).toEqual({ v: 1, id: 3, call: 'open', args: [1] })
    expect(asCall({ v: 1, id: 3, call: 'open' })).toEqual({ v: 1, id: 3, call: 'open', args: [] })
    expect(asCall({ v: 2, id: 3, call: 'open' })).toBeNull()
    expect(asCall({ v: 1, id: '3', call: 'open' })).toBeNull()
    expect(asCall(null)).toBeNull()
    expect(asReplyOrEvent({ v: 1, id: 3, ok: false, error: 'IDENTIFY_INVALID' })).toMatchObject({ ok: false })
    expect(asReplyOrEvent({ v: 1, event: 'ready' })).toEqual({ v: 1, event: 'ready' })
    expect(asReplyOrEvent({ v: 0, event: 'ready' })).toBeNull()
    expect(asReplyOrEvent({ v: 1 })).toBeNull()
  })
})
