import { lazy, Suspense } from 'react'
import { MessageOutlet, useEngine, type StoredMessage } from '../../engine'

const HtmlMessage = lazy(() => import('./HtmlMessage'))

const TIME = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' })

/**
 * One message: the customer's on the right, the business's on the left.
 * Its body is drawn by the plugin registered for its type (media plugin),
 * else here: text as text, `component` as sanitised HTML (it only ever
 * comes from the business), anything else as a link.
 */
export function MessageBubble({ message }: { message: StoredMessage }) {
  const engine = useEngine()
  const mine = message.sender === 'user'
  return (
    <div className={mine ? 'vw-bubble vw-bubble--mine' : 'vw-bubble'} aria-busy={message.pending || undefined}>
      <MessageOutlet message={message} fallback={<DefaultBody message={message} />} />
      <span className="vw-bubble__time">
        {message.pending ? engine.t('widget:chat.pending') : TIME.format(new Date(message.createdAt))}
      </span>
    </div>
  )
}

function DefaultBody({ message }: { message: StoredMessage }) {
  const type = message.type ?? 'text'
  if (type === 'text') return <p className="vw-bubble__text">{message.message}</p>
  if (type === 'component') {
    return (
      <Suspense fallback={<p className="vw-bubble__text">…</p>}>
        <HtmlMessage html={message.message} />
      </Suspense>
    )
  }
  return (
    <p className="vw-bubble__text">
      <a href={message.message} target="_blank" rel="noopener noreferrer">
        {message.caption || message.message}
      </a>
    </p>
  )
}
