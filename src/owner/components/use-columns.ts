import { useEffect, useSyncExternalStore } from 'react'
import type { ColumnCount, OwnerApp } from '../stores/owner-app'

/** At and below this width the inbox shows one column at a time (the widget's mobile width). */
export const ONE_COLUMN_QUERY = '(max-width: 768px)'
/** At and below this width, two: the list, and the conversation or the customer's info. */
export const TWO_COLUMNS_QUERY = '(max-width: 1099px)'

function columnsNow(): ColumnCount {
  if (typeof matchMedia !== 'function') return 3
  if (matchMedia(ONE_COLUMN_QUERY).matches) return 1
  return matchMedia(TWO_COLUMNS_QUERY).matches ? 2 : 3
}

/** Keeps `app.columns` to what the window's width allows, as it changes. */
export function useColumns(app: OwnerApp): void {
  useEffect(() => {
    const update = () => app.setColumns(columnsNow())
    update()
    if (typeof matchMedia !== 'function') return
    const queries = [matchMedia(ONE_COLUMN_QUERY), matchMedia(TWO_COLUMNS_QUERY)]
    for (const query of queries) query.addEventListener?.('change', update)
    return () => {
      for (const query of queries) query.removeEventListener?.('change', update)
    }
  }, [app])
}

/** At and below this width the owner app is on a phone: a bottom bar instead of the top tabs. */
export const PHONE_QUERY = '(max-width: 600px)'

const watchPhone = (changed: () => void) => {
  if (typeof matchMedia !== 'function') return () => {}
  const query = matchMedia(PHONE_QUERY)
  query.addEventListener?.('change', changed)
  return () => query.removeEventListener?.('change', changed)
}
const phoneNow = () => typeof matchMedia === 'function' && matchMedia(PHONE_QUERY).matches

/** Whether the window is phone-wide (`PHONE_QUERY`), as it changes. */
export function usePhoneWidth(): boolean {
  return useSyncExternalStore(watchPhone, phoneNow, () => false)
}
