import { lazy, Suspense, useState } from 'react'
import type { MessageRendererProps } from '../../../engine'
import { useWidgetT } from '../../../engine'
import { learnDuration } from '../../../ui/learn-duration'
import { LineIcon } from '../../../ui/LineIcon'
import { mediaUrl } from '../../../ui/media-url'

// The full-screen viewer loads on the first tap on an image; then it stays mounted (closed), so closing can animate.
const ImageViewer = lazy(() => import('./ImageViewer').then((module) => ({ default: module.ImageViewer })))

function Caption({ text }: { text?: string | null }) {
  return text ? <p className="vw-bubble__text vw-media__caption">{text}</p> : null
}

/** A media message whose URL the widget will not load or link (see `mediaUrl`): its caption, else the URL, as text. */
function Unsafe({ message }: MessageRendererProps) {
  return <p className="vw-bubble__text">{message.caption || message.message}</p>
}

/** An image message: a thumbnail that opens the full-screen viewer, and its caption. */
export function ImageMessage({ message }: MessageRendererProps) {
  const t = useWidgetT('media')
  // null until the first tap.
  const [open, setOpen] = useState<boolean | null>(null)
  const src = mediaUrl(message.message)
  if (src === null) return <Unsafe message={message} />
  return (
    <figure className="vw-media">
      <button type="button" className="vw-media__thumb" aria-label={t('openImage')} onClick={() => setOpen(true)}>
        <img src={src} alt={message.caption ?? ''} loading="lazy" />
      </button>
      <Caption text={message.caption} />
      {open !== null && (
        <Suspense fallback={null}>
          <ImageViewer open={open} src={src} alt={message.caption ?? ''} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </figure>
  )
}

/** A voice note or audio file: the browser's player (with the note's real length), and its caption. */
export function AudioMessage({ message }: MessageRendererProps) {
  const t = useWidgetT('media')
  const src = mediaUrl(message.message)
  if (src === null) return <Unsafe message={message} />
  return (
    <figure className="vw-media">
      <audio
        className="vw-media__audio"
        controls
        preload="metadata"
        src={src}
        aria-label={message.caption || t('voiceNote')}
        onLoadedMetadata={learnDuration}
      />
      <Caption text={message.caption} />
    </figure>
  )
}

/** A video: the browser's player, and its caption. */
export function VideoMessage({ message }: MessageRendererProps) {
  const src = mediaUrl(message.message)
  if (src === null) return <Unsafe message={message} />
  return (
    <figure className="vw-media">
      <video
        className="vw-media__video"
        controls
        preload="metadata"
        src={src}
        aria-label={message.caption ?? undefined}
      />
      <Caption text={message.caption} />
    </figure>
  )
}

/** Any other file: the name the customer chose (the stored URL ends in it), as a download link, and its caption. */
export function FileMessage({ message }: MessageRendererProps) {
  const t = useWidgetT('media')
  const href = mediaUrl(message.message)
  if (href === null) return <Unsafe message={message} />
  const name = fileName(href) || t('file')
  return (
    <figure className="vw-media">
      <a
        className="vw-media__file"
        href={href}
        download={name}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('download', { name })}
      >
        <span className="vw-media__file-icon">
          <LineIcon
            size={22}
            d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5ZM14 3v5h5M9 13h6M9 17h6"
          />
        </span>
        <span className="vw-media__file-name">{name}</span>
      </a>
      <Caption text={message.caption} />
    </figure>
  )
}

/** The last segment of a URL, decoded ('' when it does not decode). */
function fileName(url: string): string {
  try {
    return decodeURIComponent(url.split('/').pop() ?? '')
  } catch {
    return ''
  }
}
