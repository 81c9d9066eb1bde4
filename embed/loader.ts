import { FrameLink, TOLD } from './frame-link'
import { drawSurface, PHONE_QUERY, showUnread, type LauncherConfig, type Surface } from './launcher'

/**
 * The embed loader (`/embed/v1.js`, docs/embedding.md): the one script a host website includes. It draws the
 * launcher and, on a click or `open()`, the widget's iframe from the site's own host; the host page's script never
 * sees a token, a phone number or a code. `window.vitrine(method, ...args)` returns a promise; calls queued by the
 * snippet's stub before it loaded run in order. No framework: it must stay a few kilobytes.
 */

/** Filled by the server with the site's launcher (a JSON object); a string when served unfilled. */
const SITE: LauncherConfig | string = '__VITRINE_SITE__'

type Listener = (detail: Record<string, unknown>) => void
type Api = ((method: string, ...args: unknown[]) => Promise<unknown>) & { loaded?: true; q?: ArrayLike<unknown>[] }
type Host = { vitrine?: Api }

/** Calls that need the widget shown. */
const SHOWING = new Set(['open', 'openCatalogue', 'openProduct', 'openCart', 'openOrders'])

function boot(): void {
  const win = window as unknown as Host
  if (win.vitrine?.loaded) return
  const script = document.currentScript as HTMLScriptElement | null
  if (!script?.src) return
  const origin = new URL(script.src).origin
  const config: LauncherConfig =
    typeof SITE === 'string'
      ? { site: script.dataset.site ?? '', color: '#1f2937', label: 'Open chat', title: 'Chat' }
      : SITE
  const listeners = new Map<string, Set<Listener>>()
  let link: FrameLink | null = null
  let shown = false
  let locale: string | null = null
  let surface: Surface

  const emit = (event: string, detail: Record<string, unknown> = {}) => {
    for (const listener of listeners.get(event) ?? []) listener(detail)
    dispatchEvent(new CustomEvent(`vitrine:${event}`, { detail }))
  }

  const show = (open: boolean) => {
    shown = open
    surface.holder.classList.toggle('shown', open)
    surface.button.setAttribute('aria-expanded', String(open))
    // A phone's open widget covers the screen, the launcher included.
    if (matchMedia(PHONE_QUERY).matches) surface.button.style.visibility = open ? 'hidden' : ''
  }

  const frame = (): FrameLink => {
    if (link) return link
    link = new FrameLink({
      origin,
      holder: surface.holder,
      title: config.title,
      onEvent(event, detail) {
        if (event === 'close') {
          // Closed inside the widget (its close button, Escape): the focus comes back to the launcher. A close the
          // host asked for was told already.
          if (!shown) return
          show(false)
          surface.button.focus()
        }
        if (event === 'unread') showUnread(surface, config, Number(detail.count) || 0)
        if (event === 'ready' && locale) void link?.call('setLocale', [locale])
        emit(event, detail)
      },
      onFailure(code) {
        link = null
        show(false)
        emit('error', { code })
      },
    })
    return link
  }

  const methods: Record<string, (...args: unknown[]) => unknown> = {
    async open() {
      await frame().call('open')
      show(true)
      emit('open')
      link?.frame.focus()
      await link?.call('focus')
    },
    async close() {
      if (!shown) return
      // The focus was in the widget: it comes back to the launcher rather than staying in a hidden frame.
      const inside = document.activeElement === surface.host
      show(false)
      if (inside) surface.button.focus()
      await link?.call('close')
      emit('close')
    },
    toggle: () => (shown ? methods.close!() : methods.open!()),
    showLauncher: () => void (surface.button.hidden = false),
    hideLauncher: () => void (surface.button.hidden = true),
    async setLocale(lng) {
      locale = String(lng)
      if (link) await link.call('setLocale', [locale])
    },
    identify: (options) => frame().call('identify', [(options as { token?: unknown } | undefined)?.token]),
    logout: () => frame().call('logout'),
    on(event, listener) {
      const set = listeners.get(String(event)) ?? new Set()
      set.add(listener as Listener)
      listeners.set(String(event), set)
    },
    off: (event, listener) => void listeners.get(String(event))?.delete(listener as Listener),
    destroy() {
      observer.disconnect()
      link?.dispose()
      link = null
      surface.host.remove()
      listeners.clear()
      delete win.vitrine
    },
  }
  for (const name of ['openCatalogue', 'openProduct', 'openCart', 'openOrders'])
    methods[name] = async (...args) => {
      await methods.open!()
      return link?.call(name, args)
    }

  const api: Api = (method, ...args) => {
    const run = methods[method]
    if (!run) return Promise.reject(new Error(`vitrine: unknown method ${method}`))
    try {
      const result = Promise.resolve(run(...args))
      // A failed call is also an `error` event (the host may not await it).
      // A refused or silent frame has told its own `error` already.
      if (SHOWING.has(method) || method === 'identify' || method === 'logout')
        result.catch((error: Error) => error.name !== TOLD && emit('error', { code: error.message, method }))
      return result
    } catch (error) {
      return Promise.reject(error)
    }
  }
  api.loaded = true
  const queued = win.vitrine?.q ?? []
  win.vitrine = api

  surface = drawSurface(config, () => void api(shown ? 'close' : 'open'))
  // On the root element, beside the body: a single-page app that swaps or rewrites the body keeps the widget; one
  // that rewrites the root gets it back.
  const attach = () => {
    if (!surface.host.isConnected) document.documentElement.append(surface.host)
  }
  const observer = new MutationObserver(attach)
  observer.observe(document.documentElement, { childList: true })
  attach()
  if (script.dataset.site && script.dataset.site !== config.site) emit('error', { code: 'site-mismatch' })
  for (const args of Array.from(queued))
    void api(...(Array.from(args) as [string, ...unknown[]])).catch(() => undefined)
}

boot()
