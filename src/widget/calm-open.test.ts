// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CALM_AFTER_SCROLL_MS, FIRST_OPEN_IDLE_MS, openWhenCalm } from './calm-open'

afterEach(() => {
  vi.useRealTimers()
  document.body.replaceChildren()
})

describe('the first visit on a phone opens the chat at a calm moment', () => {
  it('never while the visitor scrolls: a few seconds after scrolling stops', () => {
    vi.useFakeTimers()
    const open = vi.fn()
    openWhenCalm(window, open)
    for (let i = 0; i < 5; i++) {
      window.dispatchEvent(new Event('scroll'))
      vi.advanceTimersByTime(CALM_AFTER_SCROLL_MS - 500)
    }
    expect(open).not.toHaveBeenCalled()
    vi.advanceTimersByTime(500)
    expect(open).toHaveBeenCalledTimes(1)
  })

  it('after a while without a scroll, and once only', () => {
    vi.useFakeTimers()
    const open = vi.fn()
    openWhenCalm(window, open)
    vi.advanceTimersByTime(FIRST_OPEN_IDLE_MS - 1)
    expect(open).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(open).toHaveBeenCalledTimes(1)
    window.dispatchEvent(new Event('scroll'))
    vi.advanceTimersByTime(FIRST_OPEN_IDLE_MS)
    expect(open).toHaveBeenCalledTimes(1)
  })

  it('not while a field of the page has the focus', () => {
    vi.useFakeTimers()
    const field = document.body.appendChild(document.createElement('input'))
    field.focus()
    const open = vi.fn()
    openWhenCalm(window, open)
    vi.advanceTimersByTime(FIRST_OPEN_IDLE_MS + 3 * CALM_AFTER_SCROLL_MS)
    expect(open).not.toHaveBeenCalled()
    field.blur()
    vi.advanceTimersByTime(CALM_AFTER_SCROLL_MS)
    expect(open).toHaveBeenCalledTimes(1)
  })

  it('can be cancelled', () => {
    vi.useFakeTimers()
    const open = vi.fn()
    const cancel = openWhenCalm(window, open)
    cancel()
    window.dispatchEvent(new Event('scroll'))
    vi.advanceTimersByTime(FIRST_OPEN_IDLE_MS)
    expect(open).not.toHaveBeenCalled()
  })
})
