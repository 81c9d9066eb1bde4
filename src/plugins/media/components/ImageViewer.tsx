import { useEffect, useRef, type PointerEvent } from 'react'
import { createPortal } from 'react-dom'
import { useWidgetT } from '../../../engine'

/**
 * The full-screen image viewer (§2): Escape, a click outside the image and a
 * swipe down close it; focus moves to its close button and back when it closes.
 */
export function ImageViewer({ src, alt, onClose }: { src: string; alt: string; onClose(): void }) {
  const t = useWidgetT('media')
  const close = useRef<HTMLButtonElement>(null)
  const swipeStart = useRef<number | null>(null)

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null
    close.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      opener?.focus()
    }
  }, [onClose])

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientY
  }
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current !== null && event.clientY - swipeStart.current > 80) onClose()
    swipeStart.current = null
  }

  return createPortal(
    <div
      className="vw-viewer"
      role="dialog"
      aria-modal="true"
      aria-label={t('imageViewer')}
      onClick={(event) => event.target === event.currentTarget && onClose()}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
    >
      <button ref={close} type="button" className="vw-viewer__close" aria-label={t('closeViewer')} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
      <img className="vw-viewer__image" src={src} alt={alt} draggable={false} />
    </div>,
    document.body,
  )
}
