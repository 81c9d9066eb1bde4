import { observer } from 'mobx-react-lite'
import type { Conversation } from '../../../contract/owner-inbox'
import { listTime } from '../format-time'
import { useOwnerT } from '../i18n'
import { RowLabels } from '../labels/RowLabels'
import { messagePreview } from '../message-preview'
import { useOwnerApp } from '../owner-context'

/** The customer's name when known, else their phone number. */
export function customerLabel(conversation: Pick<Conversation, 'name' | 'countryCode' | 'phoneNumber'>): string {
  return conversation.name || `${conversation.countryCode} ${conversation.phoneNumber}`
}

/**
 * One conversation of the inbox list: who, its labels, the last message (type-aware), when, unread count, an Enquiry
 * marker.
 */
export const ConversationRow = observer(function ConversationRow({ conversation }: { conversation: Conversation }) {
  const app = useOwnerApp()
  const t = useOwnerT()
  const selected = app.conversation.customerId === conversation.customerId
  const last = conversation.lastMessage
  const preview = last ? messagePreview(last, t) : t('inbox.noMessages')
  const label = customerLabel(conversation)
  return (
    <button
      type="button"
      className="ow-conv"
      data-unread={conversation.unread > 0 || undefined}
      aria-current={selected || undefined}
      onClick={() => app.openConversation(conversation.customerId)}
    >
      <span className="ow-conv__avatar" aria-hidden="true">
        {label
          .replace(/[^\p{L}\p{N}]/gu, '')
          .slice(0, 1)
          .toUpperCase() || '?'}
      </span>
      <span className="ow-conv__main">
        <span className="ow-conv__line">
          <span className="ow-conv__name">{label}</span>
          <time className="ow-conv__time" dateTime={conversation.lastActivityAt}>
            {listTime(conversation.lastActivityAt, Date.now())}
          </time>
        </span>
        {conversation.name && (
          <span className="ow-conv__phone">{`${conversation.countryCode} ${conversation.phoneNumber}`}</span>
        )}
        <RowLabels labelIds={conversation.labelIds} />
        <span className="ow-conv__line">
          <span className="ow-conv__preview">
            {last?.sender === 'system' && last.kind !== 'event' ? t('inbox.you', { text: preview }) : preview}
          </span>
          {conversation.enquiry && <span className="ow-tag">{t('inbox.enquiry')}</span>}
          {conversation.unread > 0 && (
            <span className="ow-badge">
              <span aria-hidden="true">{conversation.unread}</span>
              <span className="visually-hidden">{`, ${t('inbox.unread', { count: conversation.unread })}`}</span>
            </span>
          )}
        </span>
      </span>
    </button>
  )
})
