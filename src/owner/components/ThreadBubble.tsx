import { observer } from 'mobx-react-lite'
import { lazy, Suspense } from 'react'
import { eventText } from '../event-text'
import { timeOfDay } from '../format-time'
import { useOwnerT } from '../i18n'
import { useOwnerApp } from '../owner-context'
import { AudioBody, FileBody, ImageBody, VideoBody } from './OwnerMedia'
import type { ThreadMessage } from '../stores/conversation-store'

// The sanitiser (DOMPurify) loads with the first HTML message, as in the widget.
const OwnerHtmlMessage = lazy(() => import('./OwnerHtmlMessage'))

const MEDIA = { image: ImageBody, audio: AudioBody, video: VideoBody, file: FileBody } as const

/**
 * One message of the conversation: the business's (the owner's replies,
 * and the site's own messages) on the right with 'Sending…' / 'Sent' /
 * 'Read' / 'Not sent', the customer's on the left; an enquiry is marked.
 * Bodies as the widget draws them: text, sanitised HTML (its sanitiser), image, voice note, video, file.
 * An order event is a line of its own in the owner's words, never a bubble of theirs.
 */
export const ThreadBubble = observer(function ThreadBubble({ message }: { message: ThreadMessage }) {
  const { conversation } = useOwnerApp()
  const t = useOwnerT()
  const event = eventText(message, t)
  if (event) return <EventLine message={message} text={event} />
  const mine = message.sender === 'system'
  const enquiry = message.kind === 'enquiry'
  const time = timeOfDay(message.createdAt)
  const state = message.pending
    ? t('conversation.sending')
    : message.failed
      ? t('conversation.notSent')
      : message.readAt
        ? t('conversation.read')
        : t('conversation.sent')
  const className = [
    'ow-bubble',
    mine && 'ow-bubble--mine',
    enquiry && 'ow-bubble--enquiry',
    message.failed && 'ow-bubble--failed',
  ]
    .filter(Boolean)
    .join(' ')
  return (
    <div className={className} aria-busy={message.pending || undefined}>
      <p className="visually-hidden">
        {mine ? t('conversation.fromYou', { time }) : t('conversation.fromCustomer', { time })}
      </p>
      {enquiry && <p className="ow-tag ow-bubble__tag">{t('conversation.enquiry')}</p>}
      <Body message={message} />
      <p className="ow-bubble__meta">
        <time dateTime={message.createdAt}>{time}</time>
        {mine && (
          <span className="ow-bubble__state" data-state={message.failed ? 'failed' : message.readAt ? 'read' : 'sent'}>
            {state}
          </span>
        )}
      </p>
      {message.failed && (
        <p className="ow-bubble__failed">
          <span>{message.failed}</span>
          <button
            type="button"
            className="ow-button ow-button--small"
            onClick={() => void conversation.retry(message._id)}
          >
            {t('conversation.retrySend')}
          </button>
        </p>
      )}
    </div>
  )
})

function Body({ message }: { message: ThreadMessage }) {
  const type = message.type ?? 'text'
  if (type === 'text') return <p className="ow-bubble__text">{message.message}</p>
  if (type === 'component') {
    return (
      <Suspense fallback={<p className="ow-bubble__text">…</p>}>
        <OwnerHtmlMessage html={message.message} />
      </Suspense>
    )
  }
  const Renderer = MEDIA[type]
  return <Renderer message={message} />
}

/**
 * An order event ('Order KK-1003 placed'), centred between the bubbles; what
 * the customer was told (the confirmation's items, the payment's words)
 * opens under it.
 */
function EventLine({ message, text }: { message: ThreadMessage; text: string }) {
  const t = useOwnerT()
  const time = timeOfDay(message.createdAt)
  return (
    <div className="ow-event" role="note" aria-label={t('ordersTab.events.event', { time })}>
      <p className="ow-event__text">
        <strong>{text}</strong> · <time dateTime={message.createdAt}>{time}</time>
      </p>
      <details className="ow-event__details">
        <summary>{t('ordersTab.events.told')}</summary>
        <Body message={message} />
      </details>
    </div>
  )
}
