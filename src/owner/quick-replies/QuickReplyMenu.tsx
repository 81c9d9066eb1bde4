import { observer } from 'mobx-react-lite'
import { useId, type KeyboardEvent, type RefObject } from 'react'
import type { QuickReply } from '../../../contract/owner-quick-replies'
import { useOwnerT } from '../i18n'
import './quick-replies.css'

/**
 * The quick replies matching what the owner typed after `/`, above the composer: a tap or Enter on one puts it in
 * the composer (its placeholders filled) for the owner to check and send. From the composer, Down goes into the list;
 * Up and Down move in it; Escape, or Up from the first, goes back to the composer.
 */
export const QuickReplyMenu = observer(function QuickReplyMenu({
  replies,
  onPick,
  onBack,
  listRef,
}: {
  replies: readonly QuickReply[]
  onPick(reply: QuickReply): void
  onBack(): void
  listRef: RefObject<HTMLUListElement | null>
}) {
  const t = useOwnerT()
  const id = useId()
  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const buttons = [...(listRef.current?.querySelectorAll('button') ?? [])]
    if (event.key === 'ArrowDown') buttons[Math.min(index + 1, buttons.length - 1)]?.focus()
    else if (event.key === 'ArrowUp') {
      if (index === 0) onBack()
      else buttons[index - 1]?.focus()
    } else if (event.key === 'Escape') onBack()
    else return
    event.preventDefault()
  }
  return (
    <div className="ow-quick-replies" role="group" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="ow-quick-replies__title" aria-live="polite">
        {t('quickReplies.menu', { count: replies.length })}
      </p>
      <ul ref={listRef} className="ow-quick-replies__list">
        {replies.map((reply, index) => (
          <li key={reply._id}>
            <button
              type="button"
              className="ow-quick-replies__option"
              onClick={() => onPick(reply)}
              onKeyDown={(event) => move(event, index)}
            >
              <span className="ow-quick-replies__shortcut">/{reply.shortcut}</span>
              <span className="ow-quick-replies__text">{reply.text}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
})

/** The menu's state beside the composer: what is typed after a leading `/` (none: no menu). */
export function slashQuery(draft: string): string | null {
  return /^\/([^\s/]*)$/.exec(draft)?.[1] ?? null
}
