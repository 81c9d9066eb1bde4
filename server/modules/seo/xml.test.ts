import { describe, expect, it } from 'vitest'
import { element, escapeXml } from './xml.js'

describe('escapeXml', () => {
  it('writes the five special characters as entities and drops what XML 1.0 does not allow', () => {
    expect(escapeXml(`Tom & Jerry's <"Mix">`)).toBe('Tom &amp; Jerry&apos;s &lt;&quot;Mix&quot;&gt;')
    expect(escapeXml('a\u0000b\u0008c\u000Bd\u001Fe\uFFFEf\uFFFF')).toBe('abcdef')
    // Tab, line feed and carriage return are text; so is every other character, Hindi included.
    expect(escapeXml('a\tb\nc\rd — काजू कतली')).toBe('a\tb\nc\rd — काजू कतली')
    expect(element('g:title', '1 < 2')).toBe('<g:title>1 &lt; 2</g:title>')
  })
})
