// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MemoryStorage } from '../../engine/testing/memory-storage'
import { keepDrafts, SETTLE_MS } from './drafts'
import { SessionState } from './session-state'

// The fields are filled SETTLE_MS after the observer saw the view change, a microtask after it: on the clock a test
// controls. A real wait of SETTLE_MS + 50 ms from the change failed on a busy machine, whenever the process lost the
// CPU for over 50 ms between the change and the observer's callback (the restore then came after the wait).
beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  vi.useRealTimers()
  document.body.replaceChildren()
})

/** The observer has seen the change (a microtask) and the widget has settled. */
async function settled() {
  await Promise.resolve()
  await vi.advanceTimersByTimeAsync(SETTLE_MS)
}

const FORM = `
  <section class="vw-view"><h2 class="vw-view__title">Add address</h2>
    <form>
      <fieldset><legend>Type</legend>
        <label><input type="radio" name="t" value="home" checked>Home</label>
        <label><input type="radio" name="t" value="work">Work</label>
      </fieldset>
      <label for="n">Full name</label><input id="n">
      <label><input type="checkbox">Make default</label>
      <input aria-label="Verification code" autocomplete="one-time-code">
    </form>
  </section>`

function type(field: HTMLInputElement, value: string) {
  field.value = value
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

describe('unsent input', () => {
  it('comes back in the same fields of the same view; never the one-time code; a sent form forgets it', async () => {
    const storage = new MemoryStorage()
    const root = document.body.appendChild(document.createElement('div'))
    root.innerHTML = FORM
    const stop = keepDrafts(root, new SessionState(storage), () => 'addressForm')
    type(root.querySelector<HTMLInputElement>('#n')!, 'Asha Verma')
    root.querySelector<HTMLInputElement>('[value="work"]')!.click()
    root.querySelector<HTMLInputElement>('[type="checkbox"]')!.click()
    type(root.querySelector<HTMLInputElement>('[autocomplete]')!, '123456')
    expect(JSON.stringify(new SessionState(storage).value)).not.toContain('123456')
    stop()
    root.remove()

    // The next page: the form shows again.
    const next = document.body.appendChild(document.createElement('div'))
    const kept = new SessionState(storage)
    const stopNext = keepDrafts(next, kept, () => 'addressForm')
    next.innerHTML = FORM
    await settled()
    expect(next.querySelector<HTMLInputElement>('#n')!.value).toBe('Asha Verma')
    expect(next.querySelector<HTMLInputElement>('[value="work"]')!.checked).toBe(true)
    expect(next.querySelector<HTMLInputElement>('[type="checkbox"]')!.checked).toBe(true)
    expect(next.querySelector<HTMLInputElement>('[autocomplete]')!.value).toBe('')

    next.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true }))
    expect(new SessionState(storage).value.drafts).toEqual({})
    stopNext()
  })

  it('a field gone while its view stays (a caption sent by its button) does not fill the next one', async () => {
    const storage = new MemoryStorage()
    const kept = new SessionState(storage)
    const root = document.body.appendChild(document.createElement('div'))
    const stop = keepDrafts(root, kept, () => 'chat-active')
    const caption = () => {
      const field = root.appendChild(document.createElement('input'))
      field.setAttribute('aria-label', 'Add a caption')
      return field
    }
    const first = caption()
    type(first, 'Fresh kachori')
    first.remove()
    await settled()
    const next = caption()
    await settled()
    expect(next.value).toBe('')
    expect(kept.value.drafts['chat-active']).toEqual({})
    stop()
  })

  it('belongs to its view: another view does not get it', async () => {
    const storage = new MemoryStorage()
    const kept = new SessionState(storage)
    kept.draft('addressForm', 'Add address|Full name', 'Asha Verma')
    const root = document.body.appendChild(document.createElement('div'))
    keepDrafts(root, kept, () => 'checkout')
    root.innerHTML = FORM
    await settled()
    expect(root.querySelector<HTMLInputElement>('#n')!.value).toBe('')
  })
})
