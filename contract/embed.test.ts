import { describe, expect, it } from 'vitest'
import { decode } from './decode'
import { embedOrigin, SaveEmbedBody } from './embed'

describe('embedOrigin', () => {
  it.each([
    ['https://Shop.Example.com/', 'https://shop.example.com'],
    ['  https://shop.example.com:8443 ', 'https://shop.example.com:8443'],
    ['http://localhost:3000', 'http://localhost:3000'],
    ['http://127.0.0.2:4332', 'http://127.0.0.2:4332'],
    ['http://shop.localhost', 'http://shop.localhost'],
    ['http://shop.example.com', null],
    ['https://shop.example.com/shop', null],
    ['https://shop.example.com/?a=1', null],
    ['https://user:pw@shop.example.com', null],
    ['shop.example.com', null],
    ['javascript:alert(1)', null],
  ])('%s → %s', (input, origin) => expect(embedOrigin(input)).toBe(origin))

  it('decodes the save body with each refused origin by its path', () => {
    const result = decode(SaveEmbedBody, { origins: ['https://a.example', 'ftp://b.example'] }, 'body')
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.errors.map((error) => error.path)).toEqual(['body.origins.1'])
  })
})
