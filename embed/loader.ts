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

/** The widget on the host page: its launcher and holder, the frame (made on first use), whether it shows. */
interface Widget {
  surface: Surface
  link: FrameLink | null
  shown: boolean
  locale: string | null
}

type Emit = (event: string, detail?: Record<string, unknown>) => void
type Methods = Record<string, (...args: unknown[]) => unknown>

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
  const widget = { link: null, shown: false, locale: null } as unknown as Widget

  const emit: Emit = (event, detail = {}) => {
    for (const listener of listeners.get(event) ?? []) listener(detail)
    dispatchEvent(new CustomEvent(`vitrine:${event}`, { detail }))
  }

  // On the root element, beside the body: a single-page app that swaps or rewrites the body keeps the widget; one
  // that rewrites the root gets it back.
  const attach = () => {
    if (!widget.surface.host.isConnected) document.documentElement.append(widget.surface.host)
  }
  const observer = new MutationObserver(attach)
  const methods = embedMethods(widget, () => frameOf(widget, origin, config, emit), emit, listeners)
  methods.destroy = () => {
    observer.disconnect()
    widget.link?.dispose()
    widget.link = null
    widget.surface.host.remove()
    listeners.clear()
    delete win.vitrine
  }
  const api = hostApi(methods, emit)
  const queued = win.vitrine?.q ?? []
  win.vitrine = api

  widget.surface = drawSurface(config, () => void api(widget.shown ? 'close' : 'open'))
  observer.observe(document.documentElement, { childList: true })
  attach()
  if (script.dataset.site && script.dataset.site !== config.site) emit('error', { code: 'site-mismatch' })
  for (const args of Array.from(queued))
    void api(...(Array.from(args) as [string, ...unknown[]])).catch(() => undefined)
}

function show(widget: Widget, open: boolean): void {
  widget.shown = open
  widget.surface.holder.classList.toggle('shown', open)
  widget.surface.button.setAttribute('aria-expanded', String(open))
  // A phone's open widget covers the screen, the launcher included.
  if (matchMedia(PHONE_QUERY).matches) widget.surface.button.style.visibility = open ? 'hidden' : ''
}

/** The widget's frame, made on first use; its events go to the host's listeners. */
function frameOf(widget: Widget, origin: string, config: LauncherConfig, emit: Emit): FrameLink {
  if (widget.link) return widget.link
  const { surface } = widget
  const link = new FrameLink({
    origin,
    holder: surface.holder,
    title: config.title,
    onEvent(event, detail) {
      if (event === 'close') {
        // Closed inside the widget (its close button, Escape): the focus comes back to the launcher. A close the
        // host asked for was told already.
        if (!widget.shown) return
        show(widget, false)
        surface.button.focus()
      }
      if (event === 'unread') showUnread(surface, config, Number(detail.count) || 0)
      if (event === 'ready' && widget.locale) void widget.link?.call('setLocale', [widget.locale])
      emit(event, detail)
    },
    onFailure(code) {
      widget.link = null
      show(widget, false)
      emit('error', { code })
    },
  })
  widget.link = link
  return link
}

/** What `window.vitrine(method, ...args)` can do (`destroy` is added by the loader, which owns the page). */
function embedMethods(widget: Widget, frame: () => FrameLink, emit: Emit, listeners: Map<string, Set<Listener>>) {
  const methods: Methods = {
    async open() {
      await frame().call('open')
      show(widget, true)
      emit('open')
      widget.link?.frame.focus()
      await widget.link?.call('focus')
    },
    async close() {
      if (!widget.shown) return
      // The focus was in the widget: it comes back to the launcher rather than staying in a hidden frame.
      const inside = document.activeElement === widget.surface.host
      show(widget, false)
      if (inside) widget.surface.button.focus()
      await widget.link?.call('close')
      emit('close')
    },
    toggle: () => (widget.shown ? methods.close!() : methods.open!()),
    showLauncher: () => void (widget.surface.button.hidden = false),
    hideLauncher: () => void (widget.surface.button.hidden = true),
    async setLocale(lng) {
      widget.locale = String(lng)
      if (widget.link) await widget.link.call('setLocale', [widget.locale])
    },
    identify: (options) => frame().call('identify', [(options as { token?: unknown } | undefined)?.token]),
    logout: () => frame().call('logout'),
    on(event, listener) {
      const set = listeners.get(String(event)) ?? new Set()
      set.add(listener as Listener)
      listeners.set(String(event), set)
    },
    off: (event, listener) => void listeners.get(String(event))?.delete(listener as Listener),
  }
  for (const name of ['openCatalogue', 'openProduct', 'openCart', 'openOrders'])
    methods[name] = async (...args) => {
      await methods.open!()
      return widget.link?.call(name, args)
    }
  return methods
}

/** `window.vitrine`: runs a method by name; a failed call is also an `error` event (the host may not await it). */
function hostApi(methods: Methods, emit: Emit): Api {
  const api: Api = (method, ...args) => {
    const run = methods[method]
    if (!run) return Promise.reject(new Error(`vitrine: unknown method ${method}`))
    try {
      const result = Promise.resolve(run(...args))
      // A refused or silent frame has told its own `error` already.
      if (SHOWING.has(method) || method === 'identify' || method === 'logout')
        result.catch((error: Error) => error.name !== TOLD && emit('error', { code: error.message, method }))
      return result
    } catch (error) {
      return Promise.reject(error)
    }
  }
  api.loaded = true
  return api
}

boot()
