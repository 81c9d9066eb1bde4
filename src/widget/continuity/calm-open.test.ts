// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestEngine } from '../../engine/testing'
import { CALM_AFTER_SCROLL_MS, FIRST_OPEN_IDLE_MS, openWhenCalm } from './calm-open'

afterEach(() => {
  vi.useRealTimers()
  document.body.replaceChildren()
})

describe('the first visit on a phone opens the chat at a calm moment', () => {
  it('never while the visitor scrolls: a few seconds after scrolling stops', () => {
    vi.useFakeTimers()
    const { engine } = createTestEngine()
    openWhenCalm(engine.ui, window)
    for (let i = 0; i < 5; i++) {
      window.dispatchEvent(new Event('scroll'))
      vi.advanceTimersByTime(CALM_AFTER_SCROLL_MS - 500)
    }
    expect(engine.ui.isOpen).toBe(false)
    vi.advanceTimersByTime(500)
    expect(engine.ui.isOpen).toBe(true)
  })

  it('after a while without a scroll, and once only: closed, it does not open again', () => {
    vi.useFakeTimers()
    const { engine } = createTestEngine()
    openWhenCalm(engine.ui, window)
    vi.advanceTimersByTime(FIRST_OPEN_IDLE_MS - 1)
    expect(engine.ui.isOpen).toBe(false)
    vi.advanceTimersByTime(1)
    expect(engine.ui.isOpen).toBe(true)
    engine.ui.close()
    window.dispatchEvent(new Event('scroll'))
    vi.advanceTimersByTime(FIRST_OPEN_IDLE_MS)
    expect(engine.ui.isOpen).toBe(false)
    openWhenCalm(engine.ui, window)
    vi.advanceTimersByTime(FIRST_OPEN_IDLE_MS)
    expect(engine.ui.isOpen).toBe(false)
  })

  it('not while a field of the page has the focus', () => {
    vi.useFakeTimers()
    const field = document.body.appendChild(document.createElement('input'))
    field.focus()
    const { engine } = createTestEngine()
    openWhenCalm(engine.ui, window)
    vi.advanceTimersByTime(FIRST_OPEN_IDLE_MS + 3 * CALM_AFTER_SCROLL_MS)
    expect(engine.ui.isOpen).toBe(false)
    field.blur()
    vi.advanceTimersByTime(CALM_AFTER_SCROLL_MS)
    expect(engine.ui.isOpen).toBe(true)
  })

  it('can be cancelled, and does nothing once the widget was opened before', () => {
    vi.useFakeTimers()
    const first = createTestEngine()
    const cancel = openWhenCalm(first.engine.ui, window)
    cancel()
    vi.advanceTimersByTime(FIRST_OPEN_IDLE_MS)
    expect(first.engine.ui.isOpen).toBe(false)

    const returning = createTestEngine()
    returning.engine.ui.open()
    returning.engine.ui.close()
    openWhenCalm(returning.engine.ui, window)
    vi.advanceTimersByTime(FIRST_OPEN_IDLE_MS)
    expect(returning.engine.ui.isOpen).toBe(false)
  })
})
