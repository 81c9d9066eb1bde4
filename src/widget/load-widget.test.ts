// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { BootData } from '../boot/boot-data'
import type { WidgetSettings } from '../../contract/page'

const mountWidget = vi.fn()
vi.mock('./mount', () => ({ mountWidget }))
const { scheduleWidget } = await import('./load-widget')
const { FIRST_OPEN_IDLE_MS } = await import('./calm-open')

const settings: WidgetSettings = { allowedAllActions: true, topics: [], themeColor: '#10B981' }
const data = (overrides: Partial<WidgetSettings> = {}) =>
  ({
    route: 'home',
    subdomain: 'demo',
    siteId: 'site-1',
    chat: { ...settings, ...overrides },
    editMode: false,
    strings: { chat: { openChat: 'Open chat' } },
  }) as BootData

/** Lets the dynamic import of the (mocked) chunk settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const toggle = () => document.querySelector<HTMLButtonElement>('#vitrine-widget button.vw-toggle')

/** jsdom has no `matchMedia`: the screen is a phone's (the stylesheet's phone width) or a laptop's. */
function screenOf(kind: 'phone' | 'laptop') {
  window.matchMedia = (query: string) =>
    ({ matches: query.startsWith('not all') ? kind === 'laptop' : kind === 'phone', media: query }) as MediaQueryList
}

describe('when the page loads the chat widget chunk', () => {
  beforeEach(() => {
    localStorage.clear()
    sessionStorage.clear()
    document.body.innerHTML = ''
    history.replaceState(null, '', '/')
    mountWidget.mockClear()
    screenOf('laptop')
  })
  afterEach(() => vi.useRealTimers())

  it('a first visit on a laptop: at once (the widget opens by itself beside the page)', async () => {
    scheduleWidget(data())
    await settle()
    expect(mountWidget).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ topics: [] }), {
      open: false,
    })
  })

  it('a first visit on a phone: the drawn toggle, and the chunk only at a calm moment, which opens it', async () => {
    vi.useFakeTimers()
    screenOf('phone')
    scheduleWidget(data())
    await vi.advanceTimersByTimeAsync(FIRST_OPEN_IDLE_MS - 100)
    expect(mountWidget).not.toHaveBeenCalled()
    expect(toggle()).not.toBeNull()
    await vi.advanceTimersByTimeAsync(100)
    expect(mountWidget).toHaveBeenCalledTimes(1)
    expect(mountWidget).toHaveBeenCalledWith(expect.anything(), expect.anything(), { open: true })
  })

  it('a first phone visit tapping the toggle first: opened once, the calm moment does nothing more', async () => {
    vi.useFakeTimers()
    screenOf('phone')
    scheduleWidget(data())
    toggle()!.click()
    toggle()!.click()
    await vi.advanceTimersByTimeAsync(2 * FIRST_OPEN_IDLE_MS)
    expect(mountWidget).toHaveBeenCalledTimes(1)
    expect(mountWidget).toHaveBeenCalledWith(expect.anything(), expect.anything(), { open: true })
  })

  it('?chat=open or a deep link: at once, also for a returning visitor', async () => {
    localStorage.setItem('chatWidgetOpened', 'true')
    history.replaceState(null, '', '/?chat=open&source=direct_buy&item=garam-masala')
    scheduleWidget(data())
    await settle()
    expect(mountWidget).toHaveBeenCalledTimes(1)
  })

  it('the chat left open on another page of the site or before a reload: at once, even without a session', async () => {
    localStorage.setItem('chatWidgetOpened', 'true')
    sessionStorage.setItem('vitrineWidget', JSON.stringify({ open: true, panel: null }))
    scheduleWidget(data())
    await settle()
    expect(mountWidget).toHaveBeenCalledTimes(1)
    expect(toggle()).toBeNull()
  })

  it('a returning visitor with a chat session: when the browser is idle', async () => {
    vi.useFakeTimers()
    localStorage.setItem('chatWidgetOpened', 'true')
    localStorage.setItem('chatSession', 'encrypted')
    scheduleWidget(data())
    await vi.advanceTimersByTimeAsync(100)
    expect(mountWidget).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(3000)
    expect(mountWidget).toHaveBeenCalledWith(expect.anything(), expect.anything(), { open: false })
    expect(toggle()).toBeNull()
  })

  it('a returning visitor without one: never on idle; a drawn toggle loads and opens it on click', async () => {
    vi.useFakeTimers()
    localStorage.setItem('chatWidgetOpened', 'true')
    scheduleWidget(data())
    await vi.advanceTimersByTimeAsync(10_000)
    expect(mountWidget).not.toHaveBeenCalled()
    const button = toggle()!
    expect(button.getAttribute('aria-label')).toBe('Open chat')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(button.parentElement!.style.getPropertyValue('--vw-theme')).toBe('#10B981')
    vi.useRealTimers()
    button.click()
    await settle()
    expect(mountWidget).toHaveBeenCalledWith(expect.anything(), expect.anything(), { open: true })
  })

  it('a disabled widget keeps loading on idle (it draws its own greyed toggle)', async () => {
    vi.useFakeTimers()
    localStorage.setItem('chatWidgetOpened', 'true')
    scheduleWidget(data({ allowedAllActions: false }))
    await vi.advanceTimersByTimeAsync(3000)
    expect(mountWidget).toHaveBeenCalledTimes(1)
    expect(toggle()).toBeNull()
  })

  it('never on the owner inbox, even for a first visit asking for the chat with widget settings at hand', async () => {
    vi.useFakeTimers()
    history.replaceState(null, '', '/owner?chat=open')
    scheduleWidget({ ...data(), route: 'owner' })
    await vi.advanceTimersByTimeAsync(5000)
    expect(mountWidget).not.toHaveBeenCalled()
    expect(toggle()).toBeNull()
  })
})
