import {
  type Dispatch,
  type KeyboardEvent,
  type PointerEvent,
  type SetStateAction,
  useEffect,
  useRef,
  useState,
} from 'react'
import { createPortal } from 'react-dom'
import { useWidgetT } from '../../../engine/react'
import { photoAttributes } from '../../../ui/photo-attributes'

const MIN_ZOOM = 1
const MAX_ZOOM = 4
/** What a tap on the photo (or Zoom in) zooms to. */
const TAP_ZOOM = 2.5
const clamp = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom))
type SetZoom = Dispatch<SetStateAction<number>>

/**
 * An item's photos full screen, to zoom: a tap (or click) on the photo zooms in and out, two fingers pinch, Zoom in /
 * Zoom out and + / − do it from the keyboard; a zoomed photo scrolls to pan. Arrows (buttons and keys) go through the
 * photos. Escape and Close close it; focus stays inside while it is open and returns to the opener after.
 */
export function PhotoViewer({
  photos,
  index,
  name,
  onIndex,
  onClose,
}: {
  photos: readonly string[]
  index: number
  name: string
  onIndex: (index: number) => void
  onClose: () => void
}) {
  const t = useWidgetT('shop')
  const [zoom, setZoom] = useState(MIN_ZOOM)
  const root = useRef<HTMLDivElement>(null)
  const close = useRef<HTMLButtonElement>(null)
  const count = photos.length

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null
    close.current?.focus()
    return () => opener?.focus()
  }, [])

  const go = (step: number) => {
    onIndex((index + step + count) % count)
    setZoom(MIN_ZOOM)
  }
  useViewerKeys(go, onClose, count, setZoom)
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab') keepFocusInside(event, root.current)
  }
  const { pinch, onPointerDown, onPointerMove, onPointerUp } = usePinch(zoom, setZoom)

  return createPortal(
    <div
      ref={root}
      className="vw-zoom"
      role="dialog"
      aria-modal="true"
      aria-label={t('viewer', { index: index + 1, count, name })}
      onKeyDown={onKeyDown}
    >
      <div className="vw-zoom__bar">
        <button type="button" className="vw-zoom__button" onClick={() => setZoom((z) => clamp(z - 0.5))}>
          {t('zoomOut')}
        </button>
        <button type="button" className="vw-zoom__button" onClick={() => setZoom((z) => clamp(z + 0.5))}>
          {t('zoomIn')}
        </button>
        <button ref={close} type="button" className="vw-zoom__button" onClick={onClose}>
          {t('close')}
        </button>
      </div>
      <div
        className="vw-zoom__stage"
        // A click on the photo keeps the focus in the viewer.
        tabIndex={-1}
        data-zoom={zoom}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        <img
          className="vw-zoom__image"
          {...photoAttributes(photos[index]!, '100vw')}
          alt={t('photo', { index: index + 1, count })}
          draggable={false}
          style={{ width: `${zoom * 100}%`, maxWidth: zoom === MIN_ZOOM ? '100%' : 'none' }}
          onClick={() => pinch.current === null && setZoom((z) => (z > MIN_ZOOM ? MIN_ZOOM : TAP_ZOOM))}
        />
      </div>
      {count > 1 && (
        <div className="vw-zoom__bar">
          <button type="button" className="vw-zoom__button" onClick={() => go(-1)}>
            {t('previous')}
          </button>
          <button type="button" className="vw-zoom__button" onClick={() => go(1)}>
            {t('next')}
          </button>
        </div>
      )}
    </div>,
    document.body,
  )
}

/** The viewer's keys, on the document: they work wherever the focus is while the viewer is up. */
function useViewerKeys(go: (step: number) => void, onClose: () => void, count: number, setZoom: SetZoom) {
  const latest = useRef({ go, onClose, count })
  useEffect(() => {
    latest.current = { go, onClose, count }
  })
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      const { go, onClose, count } = latest.current
      const keys: Record<string, () => void> = {
        Escape: onClose,
        '+': () => setZoom((zoom) => clamp(zoom + 0.5)),
        '=': () => setZoom((zoom) => clamp(zoom + 0.5)),
        '-': () => setZoom((zoom) => clamp(zoom - 0.5)),
        ...(count > 1 && { ArrowLeft: () => go(-1), ArrowRight: () => go(1) }),
      }
      const action = keys[event.key]
      if (!action) return
      event.preventDefault()
      action()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [setZoom])
}

/** Two fingers on the photo pinch its zoom; `pinch` is set while they do (a tap then does not zoom). */
function usePinch(zoom: number, setZoom: SetZoom) {
  const pointers = useRef(new Map<number, { x: number; y: number }>())
  const pinch = useRef<{ distance: number; zoom: number } | null>(null)
  const spread = () => {
    const [a, b] = [...pointers.current.values()]
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0
  }
  const onPointerDown = (event: PointerEvent) => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY })
    if (pointers.current.size === 2) pinch.current = { distance: spread(), zoom }
  }
  const onPointerMove = (event: PointerEvent) => {
    if (!pointers.current.has(event.pointerId)) return
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY })
    const start = pinch.current
    if (start && start.distance > 0) setZoom(clamp((start.zoom * spread()) / start.distance))
  }
  const onPointerUp = (event: PointerEvent) => {
    pointers.current.delete(event.pointerId)
    if (pointers.current.size < 2) pinch.current = null
  }
  return { pinch, onPointerDown, onPointerMove, onPointerUp }
}

/** Tab and Shift+Tab go round the dialog's buttons instead of leaving it. */
function keepFocusInside(event: KeyboardEvent, root: HTMLElement | null) {
  const buttons = root ? [...root.querySelectorAll<HTMLElement>('button')] : []
  const first = buttons[0]
  const last = buttons[buttons.length - 1]
  if (!first || !last) return
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first.focus()
  }
}
