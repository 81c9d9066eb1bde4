import type { ChatMessage } from '../../../contract/chat'
import { learnDuration } from '../../ui/learn-duration'
import { LineIcon } from '../../ui/LineIcon'
import { mediaUrl } from '../../ui/media-url'
import { useOwnerT } from '../i18n'

const FILE_ICON = 'M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5ZM14 3v5h5M9 13h6M9 17h6'

/*
 * Media messages as the owner sees them: the widget's markup and behaviour (src/plugins/media MediaMessages),
 * without its engine-bound pieces (its strings hook, the full-screen viewer): sharing that module with the owner
 * chunk splits the widget's chunk and costs it about 1.2 KB gzipped, over its 64 KB budget. An image opens full
 * size in a new tab instead.
 */

function Caption({ text }: { text?: string | null }) {
  return text ? <p className="ow-bubble__text ow-media__caption">{text}</p> : null
}

/** A media message whose URL is not one to open (see `mediaUrl`): its caption, else the URL, as text. */
function Unsafe({ message }: { message: ChatMessage }) {
  return <p className="ow-bubble__text">{message.caption || message.message}</p>
}

export function ImageBody({ message }: { message: ChatMessage }) {
  const t = useOwnerT()
  const src = mediaUrl(message.message)
  if (src === null) return <Unsafe message={message} />
  return (
    <figure className="ow-media">
      <a
        className="ow-media__thumb"
        href={src}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('media.openImage')}
      >
        <img src={src} alt={message.caption ?? ''} loading="lazy" />
      </a>
      <Caption text={message.caption} />
    </figure>
  )
}

/** A voice note or audio file: the browser's player (with a recorded note's real length), and its caption. */
export function AudioBody({ message }: { message: ChatMessage }) {
  const t = useOwnerT()
  const src = mediaUrl(message.message)
  if (src === null) return <Unsafe message={message} />
  return (
    <figure className="ow-media">
      <audio
        className="ow-media__audio"
        controls
        preload="metadata"
        src={src}
        aria-label={message.caption || t('media.voiceNote')}
        onLoadedMetadata={learnDuration}
      />
      <Caption text={message.caption} />
    </figure>
  )
}

export function VideoBody({ message }: { message: ChatMessage }) {
  const t = useOwnerT()
  const src = mediaUrl(message.message)
  if (src === null) return <Unsafe message={message} />
  return (
    <figure className="ow-media">
      <video
        className="ow-media__video"
        controls
        preload="metadata"
        src={src}
        aria-label={message.caption || t('media.video')}
      />
      <Caption text={message.caption} />
    </figure>
  )
}

/** Any other file: its name (the stored URL ends in it) as a download link, and its caption. */
export function FileBody({ message }: { message: ChatMessage }) {
  const t = useOwnerT()
  const href = mediaUrl(message.message)
  if (href === null) return <Unsafe message={message} />
  let name = ''
  try {
    name = decodeURIComponent(href.split('/').pop() ?? '')
  } catch {
    // A name that does not decode is shown as "File".
  }
  name ||= t('media.file')
  return (
    <figure className="ow-media">
      <a
        className="ow-media__file"
        href={href}
        download={name}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('media.download', { name })}
      >
        <LineIcon size={22} d={FILE_ICON} />
        <span className="ow-media__file-name">{name}</span>
      </a>
      <Caption text={message.caption} />
    </figure>
  )
}
