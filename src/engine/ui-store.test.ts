import { afterEach, describe, expect, it, vi } from 'vitest'
import { definePlugin } from './plugin'
import { STORAGE_KEYS } from './session/storage'
import { SNACKBAR_HIDE_MS } from './snackbar-store'
import { createTestEngine } from './testing/test-engine'

const View = () => null
const panels = definePlugin({
  id: 'panels',
  setup: () => ({}),
  panels: {
    topic: { component: View, back: null },
    catalogue: { component: View, back: 'topic' },
    catalogueProductItem: { component: View, back: 'catalogue' },
    cartSummary: { component: View, back: 'catalogue' },
  },
})

afterEach(() => {
  vi.useRealTimers()
})

describe('UiStore', () => {
  it.each([
    ['catalogueProductItem', 'catalogue'],
    ['catalogue', 'topic'],
    ['cartSummary', 'catalogue'],
    ['topic', null],
  ] as const)('Back from %s goes to %s', (from, to) => {
    const { engine } = createTestEngine({ plugins: [panels] })
    engine.ui.openPanel(from)
    engine.ui.back()
    expect(engine.ui.panel).toBe(to)
  })

  it('Back closes the panel when no plugin draws the target view', () => {
    const { engine } = createTestEngine()
    engine.ui.openPanel('cartSummary')
    engine.ui.back()
    expect(engine.ui.panel).toBeNull()
  })

  it('says whether the panel last went deeper (push) or back (pop), so the shell slides from that side', () => {
    const { engine } = createTestEngine({ plugins: [panels] })
    engine.ui.openPanel('catalogue')
    expect(engine.ui.panelMove).toBe('push')
    engine.ui.openPanel('catalogueProductItem')
    expect(engine.ui.panelMove).toBe('push')
    engine.ui.back()
    expect(engine.ui.panelMove).toBe('pop')
    engine.ui.openPanel('cartSummary')
    engine.ui.closePanel()
    expect([engine.ui.panel, engine.ui.panelMove]).toEqual([null, 'pop'])
  })

  it('knows a first visit until the widget is opened once', () => {
    const { engine, storage } = createTestEngine()
    expect(engine.ui.isFirstVisit).toBe(true)
    engine.ui.open()
    expect(storage.getItem(STORAGE_KEYS.chatWidgetOpened)).toBe('true')
    engine.ui.close()
    expect(engine.ui.isFirstVisit).toBe(false)
  })

  it('switches tabs', () => {
    const { engine } = createTestEngine()
    engine.ui.setTab('history')
    expect(engine.ui.tab).toBe('history')
  })
})

describe('SnackbarStore', () => {
  it('hides after 6 s; a newer message is not hidden by the older timer', () => {
    vi.useFakeTimers()
    const { engine } = createTestEngine()
    engine.snackbar.show('First')
    vi.advanceTimersByTime(SNACKBAR_HIDE_MS - 1000)
    engine.snackbar.show('Second', 'success')
    vi.advanceTimersByTime(1000)
    expect(engine.snackbar.current).toMatchObject({ message: 'Second', severity: 'success' })
    vi.advanceTimersByTime(SNACKBAR_HIDE_MS)
    expect(engine.snackbar.current).toBeNull()
  })

  it('a dismiss of an old id does nothing', () => {
    const { engine } = createTestEngine()
    engine.snackbar.show('First')
    const first = engine.snackbar.current!.id
    engine.snackbar.show('Second')
    engine.snackbar.hide(first)
    expect(engine.snackbar.current?.message).toBe('Second')
    engine.dispose()
  })
})
