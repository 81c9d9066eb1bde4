import { observer } from 'mobx-react-lite'
import { ChatStateOutlet, PanelOutlet, useEngine } from '../../engine'
import { Composer } from './Composer'
import { MessageList } from './MessageList'
import { TypingIndicator } from './TypingIndicator'

/**
 * The chat tab: a side panel view when one is open (catalogue, cart...); the
 * state's component alone in the states whose plugin declared `fillsTab`
 * (direct buy, enquiry, logged-out cart); else the message list with, below it, the
 * current state's component (phone entry, code entry, topics...) or the composer.
 */
export const ChatTab = observer(function ChatTab() {
  const engine = useEngine()
  if (engine.ui.panel) return <PanelOutlet />
  if (engine.registry.fillsTab(engine.state)) return <ChatStateOutlet />
  return (
    <div className="vw-chat">
      <MessageList />
      <TypingIndicator />
      <div className="vw-chat__bottom">
        <ChatStateOutlet fallback={engine.isLoggedIn ? <Composer /> : null} />
      </div>
    </div>
  )
})
