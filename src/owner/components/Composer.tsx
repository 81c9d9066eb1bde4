import { observer } from 'mobx-react-lite'
import { type ChangeEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import type { QuickReply } from '../../../contract/owner-quick-replies'
import { LineIcon } from '../../ui/LineIcon'
import { useOwnerT } from '../i18n'
import { useOwnerApp } from '../owner-context'
import { attachmentProblem, type AttachmentChoice } from '../stores/attachment-upload'
import { fillPlaceholders } from '../quick-replies/fill-placeholders'
import { QuickReplyMenu, slashQuery } from '../quick-replies/QuickReplyMenu'
import { AttachmentPreview, type PickedAttachment } from './AttachmentPreview'
import { Form } from '../../ui/Form'

const IMAGE_ICON = 'M4 5h16v14H4zM4 15l4-4 4 4 3-3 5 5M15.5 9.5h.01'
const FILE_ICON = 'M21 11.5 12.5 20a5 5 0 0 1-7-7L14 4.5a3.5 3.5 0 0 1 5 5L10.5 18a2 2 0 0 1-3-3L15 7.5'
const SEND_ICON = 'M4 12 20 4l-6 16-3-7-7-1Z'
const QUOTE_ICON = 'M6 3h9l4 4v14H6zM14 3v5h5M9 12h6M9 16h6'

/**
 * The reply box: Enter sends, Shift+Enter starts a new line; typing tells
 * the customer (throttled, see `TypingSender`); a picked image or file is
 * shown first with a caption field (`AttachmentPreview`), then uploaded and
 * sent, its progress and refusals shown above the box. `onQuote`: the Send
 * quote button beside them. A `/` typed first lists the quick replies (`QuickReplyMenu`); Enter takes the first.
 */
export const Composer = observer(function Composer({ onQuote }: { onQuote?: () => void }) {
  const app = useOwnerApp()
  const { conversation } = app
  const t = useOwnerT()
  const quick = useQuickReplies()
  const id = useId()
  const image = useRef<HTMLInputElement>(null)
  const file = useRef<HTMLInputElement>(null)
  const imageButton = useRef<HTMLButtonElement>(null)
  const fileButton = useRef<HTMLButtonElement>(null)
  const [picked, setPicked] = useState<PickedAttachment | null>(null)
  const preview = picked && picked.customerId === conversation.customerId ? picked : null
  const pick = (choice: AttachmentChoice) => (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0]
    event.target.value = ''
    if (!chosen || conversation.customerId === null) return
    // A refused file is said at once (no preview); a good one waits for its caption.
    if (attachmentProblem(chosen, choice, t)) void conversation.attach(chosen, choice)
    else setPicked({ file: chosen, choice, customerId: conversation.customerId })
  }
  // Focus goes back to the button that picked it.
  const closePreview = () => {
    ;(preview?.choice === 'file' ? fileButton : imageButton).current?.focus()
    setPicked(null)
  }
  return (
    <div className="ow-composer-area">
      {conversation.uploads.length > 0 && (
        <ul className="ow-uploads" aria-live="polite">
          {conversation.uploads.map((upload) => (
            <li key={upload.id} className={upload.status === 'failed' ? 'ow-upload ow-upload--failed' : 'ow-upload'}>
              <span className="ow-upload__text" role={upload.status === 'failed' ? 'alert' : 'status'}>
                {upload.status === 'failed'
                  ? t('composer.failed', { name: upload.name, reason: upload.error ?? '' })
                  : t('composer.uploading', { name: upload.name })}
              </span>
              {upload.status === 'failed' && (
                <button
                  type="button"
                  className="ow-icon-button ow-icon-button--small"
                  aria-label={t('composer.dismiss')}
                  onClick={() => conversation.dismissUpload(upload.id)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {preview && (
        <AttachmentPreview
          key={`${preview.customerId}:${preview.file.name}:${preview.file.lastModified}`}
          picked={preview}
          onCancel={closePreview}
          onSend={(caption) => {
            void conversation.attach(preview.file, preview.choice, caption)
            closePreview()
          }}
        />
      )}
      {quick.shown.length > 0 && (
        <QuickReplyMenu replies={quick.shown} onPick={quick.pick} onBack={quick.back} listRef={quick.list} />
      )}
      <Form className="ow-composer" onSubmit={() => void conversation.send()}>
        <input ref={image} type="file" accept="image/jpeg,image/png" hidden onChange={pick('image')} />
        <input ref={file} type="file" hidden onChange={pick('file')} />
        <button
          ref={imageButton}
          type="button"
          className="ow-composer__action"
          aria-label={t('composer.attachImage')}
          onClick={() => image.current?.click()}
        >
          <LineIcon size={22} d={IMAGE_ICON} />
        </button>
        <button
          ref={fileButton}
          type="button"
          className="ow-composer__action"
          aria-label={t('composer.attachFile')}
          onClick={() => file.current?.click()}
        >
          <LineIcon size={22} d={FILE_ICON} />
        </button>
        {onQuote && (
          <button type="button" className="ow-composer__action" aria-label={t('quotes.send')} onClick={onQuote}>
            <LineIcon size={22} d={QUOTE_ICON} />
          </button>
        )}
        <label className="visually-hidden" htmlFor={`${id}-message`}>
          {t('composer.message')}
        </label>
        <span id={`${id}-hint`} className="visually-hidden">
          {t('quickReplies.hint')}
        </span>
        <textarea
          id={`${id}-message`}
          className="ow-composer__input"
          rows={1}
          placeholder={t('composer.placeholder')}
          ref={quick.input}
          aria-describedby={`${id}-hint`}
          value={conversation.draft}
          onChange={(event) => conversation.setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (quick.key(event)) return
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault()
              void conversation.send()
            }
          }}
        />
        <button
          type="submit"
          className="ow-composer__send"
          aria-label={t('composer.send')}
          disabled={!conversation.canSend}
        >
          <LineIcon size={22} d={SEND_ICON} />
        </button>
      </Form>
    </div>
  )
})

/**
 * The composer's quick replies: the ones matching a leading `/word` (none once Escape closed the menu for that text),
 * the keys that reach them from the reply box, and a pick that fills the box with the reply, its placeholders filled
 * from this conversation (the customer's name, their latest order, the shop's UPI id).
 */
function useQuickReplies() {
  const app = useOwnerApp()
  const { conversation } = app
  const store = app.panels.quickReplies
  const input = useRef<HTMLTextAreaElement>(null)
  const list = useRef<HTMLUListElement>(null)
  const [closedFor, setClosedFor] = useState<string | null>(null)
  const typed = slashQuery(conversation.draft)
  const slashing = typed !== null
  useEffect(() => {
    if (slashing) void store.load()
  }, [slashing, store])
  const shown = typed === null || closedFor === conversation.draft ? [] : store.matching(typed)
  const back = () => {
    setClosedFor(conversation.draft)
    input.current?.focus()
  }
  const pick = (reply: QuickReply) => {
    const customer = conversation.customerId
    const context = app.panels.customer
    const order = context.customerId === customer ? context.orderList[0]?.orderId : undefined
    const name = customer === null ? undefined : app.inbox.conversation(customer)?.name
    conversation.setDraft(fillPlaceholders(reply.text, { name, order, upi: store.upiId, hours: store.hours }))
    input.current?.focus()
  }
  /** A key in the reply box that the menu takes (true: taken). */
  const key = (event: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (shown.length === 0) return false
    if (event.key === 'ArrowDown') list.current?.querySelector('button')?.focus()
    else if (event.key === 'Escape') setClosedFor(conversation.draft)
    else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) pick(shown[0]!)
    else return false
    event.preventDefault()
    return true
  }
  return { input, list, shown, pick, back, key }
}
