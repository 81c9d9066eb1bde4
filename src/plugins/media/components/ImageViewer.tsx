import { useEffect, useRef, type PointerEvent } from 'react'
import { createPortal } from 'react-dom'
import { useWidgetT } from '../../../engine'
import { useMotionKit } from '../../../widget/ui/motion/use-motion-kit'

/**
 * The full-screen image viewer (docs/product.md, 'Screens and routes'): Escape, a click outside the image and a
 * swipe down close it; focus moves to its close button and back when it
 * closes. It fades in with the image growing into place, and out again (it
 * stays mounted while `open` goes false, so the way out can animate).
 */
export function ImageViewer({ open, src, alt, onClose }: { open: boolean; src: string; alt: string; onClose(): void }) {
  const t = useWidgetT('media')
  const { m, MotionRoot, Presence, useEnterExit } = useMotionKit()
  const motion = useEnterExit('viewer')
  const imageMotion = useEnterExit('viewerImage')
  const close = useRef<HTMLButtonElement>(null)
  const swipeStart = useRef<number | null>(null)
  const latestOnClose = useRef(onClose)
  useEffect(() => {
    latestOnClose.current = onClose
  })

  // While open; focus goes back to the opener as soon as it closes, not when the way out has finished.
  useEffect(() => {
    if (!open) return
    const opener = document.activeElement as HTMLElement | null
    close.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latestOnClose.current()
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      opener?.focus()
    }
  }, [open])

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientY
  }
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current !== null && event.clientY - swipeStart.current > 80) onClose()
    swipeStart.current = null
  }

  return createPortal(
    <MotionRoot>
      <Presence>
        {open && (
          <m.div
            key="viewer"
            className="vw-viewer"
            role="dialog"
            aria-modal="true"
            aria-label={t('imageViewer')}
            onClick={(event) => event.target === event.currentTarget && onClose()}
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            {...motion}
          >
            <button
              ref={close}
              type="button"
              className="vw-viewer__close"
              aria-label={t('closeViewer')}
              onClick={onClose}
            >
              <span aria-hidden="true">×</span>
            </button>
            <m.img className="vw-viewer__image" src={src} alt={alt} draggable={false} {...imageMotion} />
          </m.div>
        )}
      </Presence>
    </MotionRoot>,
    document.body,
  )
}
