import http from 'node:http'
import { expect, type Frame, type Page } from '@playwright/test'

/** The Vitrine demo site as the host pages include it. */
export const VITRINE = `http://demo.localhost:${process.env.E2E_PORT ?? 4310}`
/** The host websites: A and B are on the demo site's list, C is not. */
export const HOST_A = 'http://127.0.0.1:4331'
export const HOST_B = 'http://127.0.0.2:4332'
export const HOST_C = 'http://127.0.0.1:4333'
/** The CSP a host needs and nothing more (docs/embedding.md). */
export const HOST_CSP = `default-src 'none'; script-src ${VITRINE}; frame-src ${VITRINE}`

const SNIPPET = `<script async src="${VITRINE}/embed/v1.js" data-site="demo"></script>`

/**
 * A host page: a heading, a button that counts clicks, the snippet. `/csp` is served with `HOST_CSP`; `/twice`
 * carries the snippet twice.
 */
function hostPage(path: string): string {
  const snippet = path === '/twice' ? SNIPPET + SNIPPET : SNIPPET
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host shop</title></head>
<body><main><h1>Host shop</h1><p>A website that is not on Vitrine.</p>
<button id="host-button" type="button">Host button</button></main>${snippet}</body></html>`
}

/** Starts a tiny static server for the host pages on `origin`; resolves with its closer. */
export function startHost(origin: string): Promise<() => Promise<void>> {
  const { hostname, port } = new URL(origin)
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]!
    const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }
    if (path === '/csp') headers['content-security-policy'] = HOST_CSP
    response.writeHead(200, headers).end(hostPage(path))
  })
  return new Promise((resolve) =>
    server.listen(Number(port), hostname, () => resolve(() => new Promise((done) => server.close(() => done())))),
  )
}

/** Records every `vitrine:*` event of the page (in `window.__events`), from before the loader runs. */
export async function recordEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const names = ['ready', 'open', 'close', 'signed-in', 'signed-out', 'message', 'unread', 'cart-changed']
    const all = [...names, 'order-created', 'payment-completed', 'error']
    const seen: { name: string; detail: unknown }[] = []
    Object.assign(window, { __events: seen })
    for (const name of all)
      addEventListener(`vitrine:${name}`, (event) => seen.push({ name, detail: (event as CustomEvent).detail }))
  })
}

export type SeenEvent = { name: string; detail: Record<string, unknown> }

export function events(page: Page): Promise<SeenEvent[]> {
  return page.evaluate(() => (window as unknown as { __events: SeenEvent[] }).__events)
}

/** Waits for an event named `name` (matching `detail` when given) and returns it. */
export async function waitForEvent(page: Page, name: string, detail: Record<string, unknown> = {}): Promise<SeenEvent> {
  let found: SeenEvent | undefined
  await expect
    .poll(async () => {
      found = (await events(page)).find(
        (event) => event.name === name && Object.entries(detail).every(([key, value]) => event.detail[key] === value),
      )
      return found !== undefined
    })
    .toBe(true)
  return found!
}

/** Calls the SDK in the page; resolves with `ok` or the rejection's message. */
export function call(page: Page, method: string, ...args: unknown[]): Promise<string> {
  return page.evaluate(
    ([method, args]) =>
      (window as unknown as { vitrine: (m: string, ...a: unknown[]) => Promise<unknown> })
        .vitrine(method as string, ...(args as unknown[]))
        .then(
          () => 'ok',
          (error: Error) => error.message,
        ),
    [method, args] as const,
  )
}

/** The widget's iframe (inside the closed shadow root, reachable as a frame of the page). */
export async function widgetFrame(page: Page): Promise<Frame> {
  await expect.poll(() => page.frames().some((frame) => frame.url().startsWith(`${VITRINE}/embed?`))).toBe(true)
  return page.frames().find((frame) => frame.url().startsWith(`${VITRINE}/embed?`))!
}

/** Clicks the launcher where it is drawn (bottom right): a closed shadow root has no locator. */
export async function clickLauncher(page: Page): Promise<void> {
  const { width, height } = page.viewportSize()!
  await page.mouse.click(width - 48, height - 48)
}
