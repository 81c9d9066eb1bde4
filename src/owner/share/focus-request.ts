import { reaction } from 'mobx'
import { type RefObject, useEffect } from 'react'
import type { OwnerApp } from '../stores/owner-app'

/** How long a focus request waits for its element (a tab's data still loading) before it is dropped. */
const WAIT_MS = 5000

/**
 * Meets `app.focusRequest` (a CSS selector, set by `app.goTo`): once an
 * element inside `root` matches, scrolls it into view and focuses it, so a
 * checklist step lands the keyboard where the owner acts. Waits for views
 * that load first (a mutation observer), up to `WAIT_MS`.
 */
export function useFocusRequest(app: OwnerApp, root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    let stopWaiting = () => {}
    const dispose = reaction(
      () => app.focusRequest,
      (selector) => {
        stopWaiting()
        const container = root.current
        if (!selector || !container) return
        const meet = () => {
          const target = container.querySelector<HTMLElement>(selector)
          if (!target) return false
          target.scrollIntoView?.({ block: 'start' })
          target.focus()
          app.clearFocusRequest()
          return true
        }
        // The tab's view renders after this reaction: look once it has, then on every change until it shows.
        const observer = new MutationObserver(() => {
          if (meet()) stopWaiting()
        })
        observer.observe(container, { childList: true, subtree: true })
        const timer = setTimeout(() => {
          stopWaiting()
          app.clearFocusRequest()
        }, WAIT_MS)
        const frame = requestAnimationFrame(() => {
          if (meet()) stopWaiting()
        })
        stopWaiting = () => {
          observer.disconnect()
          clearTimeout(timer)
          cancelAnimationFrame(frame)
        }
      },
    )
    return () => {
      dispose()
      stopWaiting()
    }
  }, [app, root])
}
