import { lazy, Suspense, useState } from 'react'
import type { MessageRendererProps } from '../../../engine'
import { useWidgetT } from '../../../engine'

// The full-screen viewer loads on the first tap on an image.
const ImageViewer = lazy(() => import('./ImageViewer').then((module) => ({ default: module.ImageViewer })))

function Caption({ text }: { text?: string | null }) {
  return text ? <p className="vw-bubble__text vw-media__caption">{text}</p> : null
}

/** An image message: a thumbnail that opens the full-screen viewer, and its caption. */
export function ImageMessage({ message }: MessageRendererProps) {
  const t = useWidgetT('media')
  const [open, setOpen] = useState(false)
  return (
    <figure className="vw-media">
      <button type="button" className="vw-media__thumb" aria-label={t('openImage')} onClick={() => setOpen(true)}>
        <img src={message.message} alt={message.caption ?? ''} loading="lazy" />
      </button>
      <Caption text={message.caption} />
      {open && (
        <Suspense fallback={null}>
          <ImageViewer src={message.message} alt={message.caption ?? ''} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </figure>
  )
}

/** A voice note or audio file: the browser's player, and its caption. */
export function AudioMessage({ message }: MessageRendererProps) {
  const t = useWidgetT('media')
  return (
    <figure className="vw-media">
      <audio className="vw-media__audio" controls preload="metadata" src={message.message} aria-label={message.caption || t('voiceNote')} />
      <Caption text={message.caption} />
    </figure>
  )
}

/** A video: the browser's player, and its caption. */
export function VideoMessage({ message }: MessageRendererProps) {
  return (
    <figure className="vw-media">
      <video className="vw-media__video" controls preload="metadata" src={message.message} aria-label={message.caption ?? undefined} />
      <Caption text={message.caption} />
    </figure>
  )
}

/** Any other file: its name as a download link, and its caption. */
export function FileMessage({ message }: MessageRendererProps) {
  const t = useWidgetT('media')
  const name = decodeURIComponent(message.message.split('/').pop() ?? t('file'))
  return (
    <figure className="vw-media">
      <a className="vw-media__file" href={message.message} download target="_blank" rel="noopener noreferrer" aria-label={t('download', { name })}>
        <span aria-hidden="true" className="vw-media__file-icon">
          📄
        </span>
        <span className="vw-media__file-name">{name}</span>
      </a>
      <Caption text={message.caption} />
    </figure>
  )
}
