import { beforeAll, describe, expect, it } from 'vitest'
import { GET_MESSAGES_PATH, OWNER_MESSAGES_PATH, type ChatMessage } from '../../../contract/chat.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { signIn, TEST_NUMBERS_ENV, type SignedIn } from '../auth/test-helpers.js'
import { componentHtmlProblems } from './component-html.js'

const ORDER_CONFIRMATION = [
  '<h3>Order ORD-1042 confirmed</h3>',
  '<p>Thank you, <strong>Asha</strong>! Your order ships on <em>Friday</em>. Parcels under < 5 kg ship free.</p>',
  '<table><thead><tr><th scope="col">Item</th><th scope=col>Qty</th></tr></thead>',
  '<tbody><tr><td>Jaipuri Garam Masala (250 g)</td><td>2</td></tr>',
  '<tr><td colspan="2"><b>₹700.00</b></td></tr></tbody></table>',
  '<ul><li>Pay by UPI</li><li>Cash on delivery</li></ul><hr/><br>',
  "<p><img src='/uploads/demo/chat-widget/images/2026/11/jar.png' alt='The jar' width=\"120\"></p>",
  '<p><a href="https://kesarkitchen.in/orders/ORD-1042?a=1&amp;b=2" target="_blank" rel="noopener">',
  'Track your order</a>, ',
  '<a href="tel:+919829012345">call</a> or <a href="mailto:hello@kesarkitchen.in">write</a>.</p>',
].join('\n')

describe('componentHtmlProblems', () => {
  it('passes an ordinary order confirmation: headings, lists, tables, strong/em, links, images from /uploads', () => {
    expect(componentHtmlProblems(ORDER_CONFIRMATION)).toEqual([])
    expect(componentHtmlProblems('Plain text is HTML too')).toEqual([])
  })

  it.each([
    ['<style>body{display:none}</style>', '<style> is not allowed'],
    ['<p>ok</p><STYLE>body{display:none}</STYLE>', '<style> is not allowed'],
    ['<p style="position:fixed;inset:0">x</p>', 'the style attribute is not allowed'],
    ['<p class="vw vw--page">x</p>', 'the class attribute is not allowed'],
    ['<p id="vitrine-data">x</p>', 'the id attribute is not allowed'],
    ['<link rel="stylesheet" href="https://evil.example/x.css">', '<link> is not allowed'],
    ['<meta http-equiv="refresh" content="0">', '<meta> is not allowed'],
    ['<base href="https://evil.example/">', '<base> is not allowed'],
    ['<form action="https://evil.example"><input name="otp"></form>', '<form> is not allowed'],
    ['<iframe src="https://evil.example"></iframe>', '<iframe> is not allowed'],
    ['<script>alert(1)</script>', '<script> is not allowed'],
    ['<svg><a href="#">x</a></svg>', '<svg> is not allowed'],
    ['<img src="/uploads/x.png" onerror="alert(1)">', 'the onerror attribute is not allowed (no event handlers)'],
    [
      '<a href="javascript:alert(1)">x</a>',
      'link to "javascript:alert(1)" is not allowed (https, http, mailto, tel or a path)',
    ],
    [
      '<a href="java\tscript:alert(1)">x</a>',
      'link to "java\tscript:alert(1)" is not allowed (https, http, mailto, tel or a path)',
    ],
    [
      '<a href="javascript&colon;alert(1)">x</a>',
      'link to "javascript:alert(1)" is not allowed (https, http, mailto, tel or a path)',
    ],
    [
      '<a href="java&#x09;script:alert(1)">x</a>',
      'link to "java\tscript:alert(1)" is not allowed (https, http, mailto, tel or a path)',
    ],
    [
      '<img src="data:image/png;base64,AAAA">',
      'image "data:image/png;base64,AAAA" is not allowed (https or a path on this site)',
    ],
    ['<img src="//evil.example/x.png">', 'image "//evil.example/x.png" is not allowed (https or a path on this site)'],
    ['<img/src=x/onerror=alert(1)>', 'image "x/onerror=alert(1)" is not allowed (https or a path on this site)'],
    ['<IMG SRC="/uploads/x.png" OnError="alert(1)">', 'the onerror attribute is not allowed (no event handlers)'],
    ['<!doctype html><p>x</p>', 'comments and declarations are not allowed'],
    ['<!--><style>body{display:none}</style>-->', 'comments and declarations are not allowed'],
  ])('refuses %s', (html, problem) => {
    expect(componentHtmlProblems(html)).toContain(problem)
  })

  it('reads markup as a browser does: a glued attribute or an unclosed quote is harmless text', () => {
    expect(componentHtmlProblems('<a href="/menu"title="Menu">Menu</a>')).toEqual([])
    expect(componentHtmlProblems('<p title="never closed>x</p>')).toEqual([])
  })

  it('reads a megabyte of hostile markup in linear time', () => {
    const started = performance.now()
    expect(componentHtmlProblems('<p title="x">'.repeat(80_000))).toEqual([])
    expect(componentHtmlProblems('<b>x</b> < '.repeat(100_000))).toEqual([])
    componentHtmlProblems('<p title="x" '.repeat(80_000))
    componentHtmlProblems(`<p title="${'<a '.repeat(300_000)}`)
    // About 150 ms here; a scan that backtracked would take minutes.
    expect(performance.now() - started).toBeLessThan(2000)
  })
})

describe.each(testDatabases)('component messages on $name', (kind) => {
  const OWNER_KEY = 'demo-owner-key-0123456789'
  let alice: SignedIn
  const ctx = useTestApp(kind, { env: { ...TEST_NUMBERS_ENV, OWNER_KEYS: `demo:${OWNER_KEY}` } })
  beforeAll(async () => {
    alice = await signIn(ctx.app, 1)
  })
  const reply = (message: string) =>
    ctx.app.inject({
      method: 'POST',
      url: OWNER_MESSAGES_PATH,
      headers: { authorization: `Bearer ${OWNER_KEY}` },
      payload: { customerId: alice.customerId, message, type: 'component' },
    })
  const stored = async () => {
    const response = await ctx.app.inject({ url: GET_MESSAGES_PATH, headers: { authorization: alice.authorization } })
    return (response.json().messages as ChatMessage[]).map((message) => message.message)
  }

  it("refuses an owner's component HTML that could reach outside its bubble, and stores nothing", async () => {
    const response = await reply('<p>Order confirmed</p><style>body{display:none}</style>')
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual([
      { path: 'body.message', message: 'component HTML: <style> is not allowed' },
    ])
    expect(await stored()).not.toContain('<p>Order confirmed</p><style>body{display:none}</style>')
  })

  it('stores an ordinary order confirmation as sent', async () => {
    expect((await reply(ORDER_CONFIRMATION)).statusCode).toBe(200)
    expect(await stored()).toContain(ORDER_CONFIRMATION)
  })
})
