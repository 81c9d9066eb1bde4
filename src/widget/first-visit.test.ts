import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestEngine } from '../engine/testing'
import { FIRST_VISIT_PHONE_DELAY_MS, openOnFirstVisit } from './first-visit'

afterEach(() => {
  vi.useRealTimers()
})

describe('the first visit lets the page show first on a phone', () => {
  it('opens at once on a wide screen', () => {
    const { engine } = createTestEngine()
    openOnFirstVisit(engine.ui, new EventTarget() as Window, false)
    expect(engine.ui.isOpen).toBe(true)
  })

  it('on a phone, waits for the first scroll', () => {
    vi.useFakeTimers()
    const page = new EventTarget() as Window
    const { engine } = createTestEngine()
    openOnFirstVisit(engine.ui, page, true)
    vi.advanceTimersByTime(FIRST_VISIT_PHONE_DELAY_MS - 1)
    expect(engine.ui.isOpen).toBe(false)
    page.dispatchEvent(new Event('scroll'))
    expect(engine.ui.isOpen).toBe(true)
    // Closed by the visitor: neither a later scroll nor the timer opens it again.
    engine.ui.close()
    page.dispatchEvent(new Event('scroll'))
    vi.advanceTimersByTime(FIRST_VISIT_PHONE_DELAY_MS)
    expect(engine.ui.isOpen).toBe(false)
  })

  it('on a phone that does not scroll, opens after the delay', () => {
    vi.useFakeTimers()
    const { engine } = createTestEngine()
    openOnFirstVisit(engine.ui, new EventTarget() as Window, true)
    vi.advanceTimersByTime(FIRST_VISIT_PHONE_DELAY_MS)
    expect(engine.ui.isOpen).toBe(true)
  })

  it('does nothing for a returning visitor, and can be cancelled', () => {
    vi.useFakeTimers()
    const returning = createTestEngine()
    returning.engine.ui.open()
    returning.engine.ui.close()
    openOnFirstVisit(returning.engine.ui, new EventTarget() as Window, false)
    expect(returning.engine.ui.isOpen).toBe(false)

    const first = createTestEngine()
    const page = new EventTarget() as Window
    const cancel = openOnFirstVisit(first.engine.ui, page, true)
    cancel()
    page.dispatchEvent(new Event('scroll'))
    vi.advanceTimersByTime(FIRST_VISIT_PHONE_DELAY_MS)
    expect(first.engine.ui.isOpen).toBe(false)
  })
})
