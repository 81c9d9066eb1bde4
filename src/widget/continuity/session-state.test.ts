import { describe, expect, it } from 'vitest'
import { MemoryStorage } from '../../engine/testing/memory-storage'
import { SessionState, WIDGET_STATE_KEY } from './session-state'

describe("the widget's session state", () => {
  it('keeps the view and what was typed for the next page, and forgets a sent form', () => {
    const storage = new MemoryStorage()
    const kept = new SessionState(storage)
    expect(kept.value).toMatchObject({ open: false, panel: null, drafts: {} })
    kept.update({ open: true, panel: 'checkout', kept: { orders: { source: 'direct_buy', lines: [] } } })
    kept.draft('addressForm', 'Add address|Full name', 'Asha')
    kept.draft('addressForm', 'Add address|Pincode', '3020')
    kept.draft('chat-active', '|Message', 'Hello')

    const next = new SessionState(storage)
    expect(next.value).toMatchObject({ open: true, panel: 'checkout', kept: { orders: { source: 'direct_buy' } } })
    expect(next.value.drafts.addressForm).toEqual({ 'Add address|Full name': 'Asha', 'Add address|Pincode': '3020' })
    next.draft('addressForm', 'Add address|Pincode', '')
    expect(next.value.drafts.addressForm).toEqual({ 'Add address|Full name': 'Asha' })
    next.sent('addressForm')
    expect(new SessionState(storage).value.drafts).toEqual({ 'chat-active': { '|Message': 'Hello' } })
  })

  it('forgets everything on sign-out', () => {
    const storage = new MemoryStorage()
    const kept = new SessionState(storage)
    kept.update({ open: true })
    kept.draft('chat-active', '|Message', 'Hello')
    kept.clear()
    expect(storage.getItem(WIDGET_STATE_KEY)).toBeNull()
    expect(new SessionState(storage).value).toMatchObject({ open: false, drafts: {} })
  })

  it('reads anything unreadable as nothing kept', () => {
    const storage = new MemoryStorage()
    storage.setItem(WIDGET_STATE_KEY, '{not json')
    expect(new SessionState(storage).value.open).toBe(false)
    storage.setItem(WIDGET_STATE_KEY, JSON.stringify({ open: 'yes', panel: 3, drafts: { a: { b: 1, c: 'x' } } }))
    expect(new SessionState(storage).value).toMatchObject({ open: false, panel: null, drafts: { a: { c: 'x' } } })
  })

  it('goes on when the storage refuses writes', () => {
    const kept = new SessionState({
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => undefined,
    })
    kept.update({ open: true })
    expect(kept.value.open).toBe(true)
  })
})
