import { useCallback, useRef } from 'react'
import type { ArrivalFocus } from './focus'
import { withFocus } from './focus-lazy'

/**
 * A ref for a view that replaces another (a chat state, a side panel): each
 * element it is given but the first takes the focus (its first field or
 * heading, see `focusArrival`), as long as the widget had it. The first is
 * skipped because it arrives with the panel, which takes the focus itself.
 *
 * @example
 * const arrival = useArrivalFocus(() => (ui.panel ? 'heading' : 'field'))
 * return <m.div key={ui.panel ?? 'chat'} ref={arrival}>...</m.div>
 */
export function useArrivalFocus(prefer: () => ArrivalFocus): (view: HTMLElement | null) => (() => void) | undefined {
  const first = useRef(true)
  // The first render's `prefer` is kept: it reads the stores at each arrival, so it never goes stale.
  const preferred = useRef(prefer)
  return useCallback((view: HTMLElement | null) => {
    if (!view) return undefined
    if (first.current) {
      first.current = false
      return undefined
    }
    const widget = view.closest('.vw')
    return widget ? withFocus((focus) => focus.focusArrival(view, preferred.current(), widget)) : undefined
  }, [])
}
