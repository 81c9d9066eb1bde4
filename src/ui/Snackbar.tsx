import { type ElementType, useEffect, useRef, useState } from 'react'
import './snackbar.css'

/** How long a snackbar stays up (docs/product.md). */
export const SNACKBAR_MS = 6000

export type SnackbarTone = 'success' | 'error'

export interface SnackbarProps {
  message: string
  tone: SnackbarTone
  /** Accessible name of the dismiss button, already translated (the page and the widget translate differently). */
  dismissLabel: string
  /** Called once, when the time is up or the visitor dismisses it. */
  onHide: () => void
  /**
   * What draws the box, when not a plain `div`: the widget passes
   * framer-motion's `m.div` with its enter and exit props (`src/ui/motion`),
   * so the snackbar rises in and drops out. The page leaves it plain (its
   * first JS carries no framer-motion).
   */
  box?: { as: ElementType; props: object }
}

/**
 * A short message at the edge of the screen that hides itself after
 * `SNACKBAR_MS`. Successes are a polite status, errors an alert. The timer
 * waits while the pointer or focus is on it, so nobody loses a message they are
 * reading. Give it a new `key` to show the same text again.
 *
 * @example
 * {failure && (
 *   <Snackbar
 *     key={failure.id}
 *     tone="error"
 *     message={failure.text}
 *     dismissLabel={t('contact.dismiss')}
 *     onHide={clear}
 *   />
 * )}
 */
export function Snackbar({ message, tone, dismissLabel, onHide, box }: SnackbarProps) {
  const latestOnHide = useRef(onHide)
  useEffect(() => {
    latestOnHide.current = onHide
  })
  const hidden = useRef(false)
  const hide = () => {
    if (hidden.current) return
    hidden.current = true
    latestOnHide.current()
  }
  const [paused, setPaused] = useState(false)
  useEffect(() => {
    if (paused) return
    const timer = setTimeout(hide, SNACKBAR_MS)
    return () => clearTimeout(timer)
  }, [paused])

  // The live region is in the DOM before its text (a task later): screen readers announce changes, not insertions.
  const [text, setText] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setText(message))
    return () => clearTimeout(timer)
  }, [message])

  const Box = box?.as ?? 'div'
  return (
    <Box
      {...box?.props}
      className={`snackbar snackbar--${tone}`}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <p
        className="snackbar__text"
        role={tone === 'error' ? 'alert' : 'status'}
        aria-live={tone === 'error' ? 'assertive' : 'polite'}
      >
        {text}
      </p>
      <button type="button" className="snackbar__dismiss" aria-label={dismissLabel} onClick={hide}>
        <span aria-hidden="true">×</span>
      </button>
    </Box>
  )
}
