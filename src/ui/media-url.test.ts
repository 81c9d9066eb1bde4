import { describe, expect, it } from 'vitest'
import { componentUrlAllowed } from '../../contract/component-html'
import { mediaUrl } from './media-url'

const URLS = [
  '/uploads/s1/x.png',
  'https://cdn.example/s1/x.png',
  'HTTPS://cdn.example/x.png',
  'data:text/html,<script>alert(1)</script>',
  'javascript:alert(1)',
  'java\tscript:alert(1)',
  '//evil.example/x.png',
  '/\t/evil.example/x.png',
  '/\\evil.example',
  'http://evil.example/x.png',
  'blob:https://evil.example/1',
  'x.png',
  '',
]

describe('mediaUrl', () => {
  it('takes what a component message may use as an image, and nothing more, on an https page', () => {
    for (const url of URLS)
      expect(mediaUrl(url, 'https://demo.example') !== null, url).toBe(componentUrlAllowed(url, 'image'))
  })

  it("takes an http URL of the page's own origin only, on a page without TLS", () => {
    expect(mediaUrl('http://demo.localhost:8080/uploads/s1/x.png', 'http://demo.localhost:8080')).not.toBeNull()
    expect(mediaUrl('http://demo.localhost:8080.evil.example/x.png', 'http://demo.localhost:8080')).toBeNull()
    expect(mediaUrl('http://evil.example/x.png', 'http://demo.localhost:8080')).toBeNull()
  })
})
