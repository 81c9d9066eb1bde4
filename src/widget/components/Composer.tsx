import { useState, type FormEvent, type KeyboardEvent } from 'react'
import { useEngine, useWidgetT } from '../../engine'
import { MAX_MESSAGE_LENGTH } from '../../../contract/chat'

/**
 * The message box (docs/product.md, 'Validation rules'): empty text cannot be sent, Enter sends (Shift+Enter
 * is a new line). The text is cleared when the send starts and put back if
 * it fails, so nothing typed is lost.
 */
export function Composer() {
  const engine = useEngine()
  const t = useWidgetT('widget')
  const [text, setText] = useState('')
  const blank = text.trim() === ''

  const send = async () => {
    if (blank) return
    const message = text
    setText('')
    const sent = await engine.messages.send({ message, type: 'text' })
    if (!sent) setText((current) => (current === '' ? message : current))
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void send()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      // Through the form: a sent message is a submit, so what the widget kept of it as unsent input goes too.
      event.currentTarget.form?.requestSubmit()
    }
  }
  return (
    <>
      {engine.registry.chatBanners.map((Banner, index) => (
        <Banner key={index} />
      ))}
      <form className="vw-composer" onSubmit={onSubmit}>
        {engine.registry.composerActions.map((Action, index) => (
          <Action key={index} />
        ))}
        <textarea
          className="vw-composer__input"
          aria-label={t('chat.message')}
          placeholder={t('chat.message')}
          rows={1}
          maxLength={MAX_MESSAGE_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="vw-composer__send" aria-label={t('chat.send')} disabled={blank}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M3.4 20.4 21 12 3.4 3.6 3.4 10l12 2-12 2z" />
          </svg>
        </button>
      </form>
    </>
  )
}
