import { describe, expect, it } from 'vitest'
import { SafeUrl } from './section-fields'

const accepts = (input: unknown) => SafeUrl.decode(input)._tag === 'Right'

describe('SafeUrl', () => {
  it('accepts same-site paths, https URLs, queries on the current page (chat deep links) and anchors', () => {
    for (const url of [
      '/demo/logo.svg',
      '/?chat=open',
      '#final-cta',
      'https://kesarkitchen.in/menu.pdf',
      '?chat=open&source=cart_summary',
      '?chat=open&source=direct_buy&item=garam-masala',
      '?chat=open&source=send_enquiry_request&item=corporate-diwali-hampers',
    ]) {
      expect(accepts(url), url).toBe(true)
    }
  })

  it('refuses script and data URLs, other schemes, protocol-relative and bare relative URLs', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'http://kesarkitchen.in',
      '//evil.example/x',
      '/\\evil.example/x',
      'menu.pdf',
      '#',
      '#final cta',
      '#"><script>',
      '?',
      '?chat=open source=cart_summary',
      // Browsers drop tabs and line breaks before reading a URL: these lead to evil.example.
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '\t//evil.example',
      '/\t\\evil.example',
      'https://\tevil.example',
      // Other control characters (NUL, DEL, C1) have no business in a link either.
      '/menu\u0000.pdf',
      '/menu\u007f.pdf',
      '?chat=open\u0085',
      '',
      42,
    ]) {
      expect(accepts(url), String(url)).toBe(false)
    }
  })

  it('says what it expected', () => {
    const result = SafeUrl.decode('javascript:alert(1)')
    expect(result._tag === 'Left' && result.left[0]?.message).toBe(
      'expected a path starting with /, a query starting with ?, an anchor like #final-cta or an https:// URL',
    )
  })
})
