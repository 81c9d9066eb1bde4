import fs from 'node:fs'
import path from 'node:path'
import * as t from 'io-ts'
import { describe, expect, it } from 'vitest'
import { decode } from './decode'
import { ColorPalette } from './page'
import { Text, TextValue, toText, UNSAFE_TEXT_MESSAGE, unsafeCharacterIndex } from './text'

describe('unsafeCharacterIndex', () => {
  it.each([
    ['', -1],
    ['plain', -1],
    ['नमस्ते chai ☕', -1],
    ['emoji 😀 pairs 👩‍👩‍👧', -1],
    ['hi\u0000there', 2],
    ['\u0000', 0],
    ['lone high \ud800', 10],
    ['lone high \ud800 then text', 10],
    ['lone low \udc00', 9],
    ['reversed \ude00\ud83d', 9],
    ['pair then lone 😀\ud800', 17],
  ])('%j → %i', (value, index) => expect(unsafeCharacterIndex(value)).toBe(index))
})

describe('toText', () => {
  it('replaces NUL and unpaired surrogates with U+FFFD and keeps the rest', () => {
    expect(toText('a\u0000b\ud800c😀\udc00')).toBe('a\ufffdb\ufffdc😀\ufffd')
    expect(toText('नमस्ते')).toBe('नमस्ते')
  })
})

describe('Text', () => {
  const Body = t.type({ message: Text, items: t.array(t.type({ name: Text })) })

  it('keeps clean strings and reports a non-string like t.string', () => {
    expect(decode(Body, { message: 'Is the 500 g jar back? 😀', items: [] }, 'body')).toEqual({
      ok: true,
      value: { message: 'Is the 500 g jar back? 😀', items: [] },
    })
    expect(decode(Body, { message: 3, items: [] }, 'body')).toEqual({
      ok: false,
      errors: [{ path: 'body.message', message: 'expected string' }],
    })
  })

  it('refuses NUL and unpaired surrogates at their path, nested ones included', () => {
    expect(decode(Body, { message: 'hi\u0000there', items: [{ name: 'ok' }, { name: '\ud800' }] }, 'body')).toEqual({
      ok: false,
      errors: [
        { path: 'body.message', message: UNSAFE_TEXT_MESSAGE },
        { path: 'body.items.1.name', message: UNSAFE_TEXT_MESSAGE },
      ],
    })
    expect(Text.is('a\u0000')).toBe(false)
    expect(Text.is('a')).toBe(true)
  })

  it('checks record keys too (the owner’s colour palette)', () => {
    expect(decode(ColorPalette, { 'pri\u0000mary': '#fff' }, 'body.colorPalette')).toEqual({
      ok: false,
      // The path echoes the key, made text itself: an error answer is decoded with these codecs too.
      errors: [{ path: 'body.colorPalette.pri\ufffdmary', message: UNSAFE_TEXT_MESSAGE }],
    })
  })
})

describe('TextValue', () => {
  const Body = t.type({ value: TextValue })

  it('accepts any JSON value with clean text', () => {
    for (const value of [null, 3, true, 'x', [1, 'a', { b: ['c'] }], { deep: { deeper: [null] } }])
      expect(decode(Body, { value }, 'body')).toEqual({ ok: true, value: { value } })
  })

  it('names the nested string or key that is not text', () => {
    expect(decode(Body, { value: { list: [1, 'a\u0000'] } }, 'body')).toEqual({
      ok: false,
      errors: [{ path: 'body.value.list.1', message: UNSAFE_TEXT_MESSAGE }],
    })
    expect(decode(Body, { value: { '\udc00': 1 } }, 'body')).toEqual({
      ok: false,
      errors: [{ path: 'body.value.\ufffd', message: UNSAFE_TEXT_MESSAGE }],
    })
  })

  it('walks deep nesting without recursion', () => {
    let deep: unknown = '\u0000'
    for (let depth = 0; depth < 20_000; depth++) deep = [deep]
    const result = decode(Body, { value: deep }, 'body')
    expect(result.ok).toBe(false)
  })
})

describe('the contract', () => {
  // Every shape that carries client text uses Text; a bare t.string or t.unknown would let NUL through to the database
  // again.
  const files = fs
    .readdirSync(import.meta.dirname)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'text.ts')

  it.each(files)('%s uses Text, never t.string', (file) => {
    expect(fs.readFileSync(path.join(import.meta.dirname, file), 'utf8')).not.toMatch(/\bt\.string\b/)
  })

  it('uses t.unknown only where the server sends it (orders of get_chat_messages)', () => {
    // Each use is named by the declaration it is in (the last `const` before it), however its lines are wrapped.
    const uses = files.flatMap((file) => {
      const text = fs.readFileSync(path.join(import.meta.dirname, file), 'utf8')
      return [...text.matchAll(/\bt\.unknown\b/g)].map((use) => {
        const declarations = [...text.slice(0, use.index).matchAll(/^(?:export )?const (\w+)/gm)]
        return `${file}: ${declarations.at(-1)?.[1] ?? '?'}`
      })
    })
    expect(uses).toEqual(['chat.ts: GetMessagesResponse'])
  })
})
