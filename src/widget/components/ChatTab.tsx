import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { ChatStateOutlet, PanelOutlet, useEngine } from '../../engine'
import { useMotionKit } from '../../ui/motion/use-motion-kit'
import { Arrivals, ArrivalsContext } from './arrivals'
import { Composer } from './Composer'
import { MessageList } from './MessageList'
import { TypingIndicator } from './TypingIndicator'

/**
 * The chat tab: a side panel view when one is open (catalogue, cart...), else
 * the chat. Views slide: one pushed over the chat or over another view comes
 * in from the right, Back (a pop) from the left, the old one leaving first
 * (`engine.ui.panelMove`, the `view` variants).
 */
export const ChatTab = observer(function ChatTab() {
  const { ui } = useEngine()
  const { m, MotionRoot, Presence, useEnterExit } = useMotionKit()
  const motion = useEnterExit('view')
  return (
    <MotionRoot>
      <Presence mode="wait" initial={false} custom={ui.panelMove}>
        <m.div key={ui.panel ?? 'chat'} className="vw-slide" custom={ui.panelMove} {...motion}>
          {ui.panel ? <PanelOutlet view={ui.panel} /> : <ChatView />}
        </m.div>
      </Presence>
    </MotionRoot>
  )
})

/**
 * The state's component alone in the states whose plugin declared `fillsTab`
 * (direct buy, enquiry, logged-out cart); else the message list with, below
 * it, the current state's component (phone entry, code entry, topics...) or
 * the composer.
 */
const ChatView = observer(function ChatView() {
  const engine = useEngine()
  const [arrivals] = useState(() => new Arrivals(engine.now()))
  if (engine.registry.fillsTab(engine.state)) return <ChatStateOutlet />
  return (
    <ArrivalsContext value={arrivals}>
      <div className="vw-chat">
        <MessageList />
        <TypingIndicator />
        <div className="vw-chat__bottom">
          <ChatStateOutlet fallback={engine.isLoggedIn ? <Composer /> : null} />
        </div>
      </div>
    </ArrivalsContext>
  )
})
