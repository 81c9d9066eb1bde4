import { lazy, Suspense, useContext, useState } from 'react'
import { formatTime } from '../../ui/money'
import { MessageOutlet, useWidgetT, type NamespaceT, type StoredMessage } from '../../engine'
import { mediaUrl } from '../../ui/media-url'
import { peekMotionKit } from '../ui/motion/use-motion-kit'
import { ArrivalsContext } from './arrivals'

const HtmlMessage = lazy(() => import('./HtmlMessage'))
const OfferCard = lazy(() => import('../offers/OfferCard'))

/**
 * One message: the customer's on the right, the business's on the left,
 * an order event ('Your order KK-1003 is complete') centred between them
 * (`data-kind="event"`: the stylesheet centres it, except an order's
 * confirmation, whose actions hang under it).
 * Its body is drawn by the plugin registered for its type (media plugin),
 * else here: the widget's own message from its key, text as text, `component` as sanitised HTML (it only ever
 * comes from the business), an owner's offer as its card (loaded with the first one), anything else as a link
 * when its URL is one the widget may open (`mediaUrl`), else as text. A message that arrives
 * while the list is on screen rises into place (see `Arrivals`); the
 * history the list opens on is simply there.
 */
export function MessageBubble({ message }: { message: StoredMessage }) {
  // Bound to the language: a switch redraws every bubble (the widget's own messages are keys, see `DefaultBody`).
  const t = useWidgetT('widget')
  const arrivals = useContext(ArrivalsContext)
  // Decided once, when the row mounts, so a bubble never changes element (its media would restart).
  const [kit] = useState(() => (arrivals?.claim(message) ? peekMotionKit() : undefined))
  const className = message.sender === 'user' ? 'vw-bubble vw-bubble--mine' : 'vw-bubble'
  const body = (
    <>
      <MessageOutlet message={message} fallback={<DefaultBody message={message} t={t} />} />
      <span className="vw-bubble__time">{message.pending ? t('chat.pending') : formatTime(message.createdAt)}</span>
    </>
  )
  return kit ? (
    <kit.Appear className={className} aria-busy={message.pending || undefined} data-kind={message.kind} motion="bubble">
      {body}
    </kit.Appear>
  ) : (
    <div className={className} aria-busy={message.pending || undefined} data-kind={message.kind}>
      {body}
    </div>
  )
}

function DefaultBody({ message, t }: { message: StoredMessage; t: NamespaceT<'widget'> }) {
  // A message of the widget itself is a key, drawn in the reader's language of the moment.
  if (message.local) return <p className="vw-bubble__text">{t(message.message as never, message.values)}</p>
  const type = message.type ?? 'text'
  const text = <p className="vw-bubble__text">{message.message}</p>
  if (message.offer)
    return (
      <Suspense fallback={text}>
        <OfferCard text={message.message} card={message.offer} />
      </Suspense>
    )
  if (type === 'text') return text
  if (type === 'component') {
    return (
      <Suspense fallback={<p className="vw-bubble__text">…</p>}>
        <HtmlMessage html={message.message} />
      </Suspense>
    )
  }
  const href = mediaUrl(message.message)
  if (href === null) return <p className="vw-bubble__text">{message.caption || message.message}</p>
  return (
    <p className="vw-bubble__text">
      <a href={href} target="_blank" rel="noopener noreferrer">
        {message.caption || message.message}
      </a>
    </p>
  )
}
