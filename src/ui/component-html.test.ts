// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { sanitiseComponentHtml } from './component-html'

/** The sanitised HTML parsed back, to ask about elements and attributes rather than exact strings. */
function parse(html: string): HTMLElement {
  const container = document.createElement('div')
  container.innerHTML = sanitiseComponentHtml(html)
  return container
}

describe('sanitiseComponentHtml', () => {
  it.each([
    ['a <style> element, content and all', '<style>body{display:none}</style><p>Order ORD-1</p>', 'style'],
    ['a <link> stylesheet', '<link rel="stylesheet" href="https://evil.example/x.css"><p>Order ORD-1</p>', 'link'],
    [
      '<meta> and <base>',
      '<meta http-equiv="refresh" content="0;url=https://evil.example">' +
        '<base href="https://evil.example/"><p>Order ORD-1</p>',
      'meta, base',
    ],
    ['an <iframe>', '<iframe src="https://evil.example"></iframe><p>Order ORD-1</p>', 'iframe'],
    ['a <script>', '<script>alert(1)</script><p>Order ORD-1</p>', 'script'],
    [
      'a form and its fields',
      '<form action="https://evil.example"><input name="otp"><button>Go</button></form><p>Order ORD-1</p>',
      'form, input, button',
    ],
    [
      'SVG',
      '<svg><style>body{display:none}</style><a href="javascript:alert(1)"><text>x</text></a></svg><p>Order ORD-1</p>',
      'svg, style, a',
    ],
  ])('removes %s', (_name, html, selector) => {
    const result = parse(html)
    expect(result.querySelector(selector)).toBeNull()
    expect(result.textContent).not.toContain('display:none')
    expect(result.textContent).toContain('Order ORD-1')
  })

  it('removes style, class, id and event handler attributes', () => {
    const result = parse(
      '<p style="position:fixed;inset:0" class="vw vw--page" id="vitrine-data" onclick="alert(1)">Paid</p>' +
        '<img src="/uploads/x.png" onerror="alert(1)">',
    )
    const paragraph = result.querySelector('p')!
    expect(paragraph.getAttributeNames()).toEqual([])
    expect(paragraph.textContent).toBe('Paid')
    expect(result.querySelector('img')!.getAttributeNames()).toEqual(['src'])
  })

  it('removes javascript: and data: URLs, also when spelled with entities or whitespace', () => {
    const result = parse(
      [
        '<a href="javascript:alert(1)">one</a>',
        '<a href="jav&#x09;ascript:alert(1)">two</a>',
        '<a href=" JAVASCRIPT:alert(1)">three</a>',
        '<a href="data:text/html,<script>alert(1)</script>">four</a>',
        '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
        '<img src="http://tracker.example/pixel.gif">',
      ].join(''),
    )
    for (const link of result.querySelectorAll('a')) expect(link.hasAttribute('href')).toBe(false)
    for (const image of result.querySelectorAll('img')) expect(image.hasAttribute('src')).toBe(false)
  })

  it('opens every link in a new tab with noopener noreferrer, whatever the message said', () => {
    const link = parse(
      '<a href="https://kesarkitchen.in/track?o=ORD-1&amp;s=2" target="_self" rel="opener">Track</a>',
    ).querySelector('a')!
    expect(link.getAttribute('href')).toBe('https://kesarkitchen.in/track?o=ORD-1&s=2')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('keeps an ordinary order confirmation as it was', () => {
    const confirmation = [
      '<h3>Order ORD-1042 confirmed</h3>',
      '<p>Thank you, <strong>Asha</strong>! Your order ships on <em>Friday</em>.</p>',
      '<table><thead><tr><th scope="col">Item</th><th scope="col">Qty</th><th scope="col">Price</th></tr></thead>',
      '<tbody><tr><td>Jaipuri Garam Masala (250 g)</td><td>2</td><td>₹700.00</td></tr>',
      '<tr><td colspan="2">Total</td><td><b>₹700.00</b></td></tr></tbody></table>',
      '<ul><li>Pay by UPI</li><li>Cash on delivery</li></ul>',
      '<ol start="2"><li>Packed</li></ol>',
      '<p><img src="/uploads/demo/chat-widget/images/2026/11/jar.png" alt="The jar" width="120" height="120"></p>',
      '<p><a href="https://kesarkitchen.in/orders/ORD-1042" title="Your order">Track your order</a>',
      ' or call <a href="tel:+919829012345">us</a>.</p>',
    ].join('')
    const result = parse(confirmation)
    expect(result.querySelector('h3')!.textContent).toBe('Order ORD-1042 confirmed')
    expect(result.querySelectorAll('strong, em, b')).toHaveLength(3)
    expect(result.querySelectorAll('table tr')).toHaveLength(3)
    expect(result.querySelector('th')!.getAttribute('scope')).toBe('col')
    expect(result.querySelector('td[colspan="2"]')).not.toBeNull()
    expect(result.querySelectorAll('ul li')).toHaveLength(2)
    expect(result.querySelector('ol')!.getAttribute('start')).toBe('2')
    const image = result.querySelector('img')!
    expect([image.getAttribute('src'), image.getAttribute('alt'), image.getAttribute('width')]).toEqual([
      '/uploads/demo/chat-widget/images/2026/11/jar.png',
      'The jar',
      '120',
    ])
    const [track, call] = result.querySelectorAll('a')
    expect([track!.getAttribute('href'), track!.getAttribute('title')]).toEqual([
      'https://kesarkitchen.in/orders/ORD-1042',
      'Your order',
    ])
    expect(call!.getAttribute('href')).toBe('tel:+919829012345')
    // Only the link attributes were added: the rest is the owner's HTML, unchanged.
    expect(sanitiseComponentHtml(confirmation)).toBe(
      confirmation.replace(/(<a [^>]*)>/g, '$1 target="_blank" rel="noopener noreferrer">'),
    )
  })
})
