import { observer } from 'mobx-react-lite'
import { useEngine, useWidgetT } from '../../engine'

/** 'Typing...' while the business side is typing (the owner's inbox, over the socket). */
export const TypingIndicator = observer(function TypingIndicator() {
  const engine = useEngine()
  const t = useWidgetT('widget')
  return (
    <p className="vw-typing" role="status" aria-live="polite">
      {engine.typing.isTyping ? t('chat.typing') : ''}
    </p>
  )
})
