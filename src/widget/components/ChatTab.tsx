import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { ChatStateOutlet, PanelOutlet, useEngine } from '../../engine'
import { useMotionKit } from '../ui/motion/use-motion-kit'
import { useArrivalFocus } from '../use-arrival-focus'
import { Arrivals, ArrivalsContext } from './arrivals'
import { Composer } from './Composer'
import { MessageList } from './MessageList'
import { TypingIndicator } from './TypingIndicator'

/**
 * The chat tab: a side panel view when one is open (catalogue, cart...), else
 * the chat. Views slide: one pushed over the chat or over another view comes
 * in from the right, Back (a pop) from the left, the old one leaving first
 * (`engine.ui.panelMove`, the `view` variants). An arriving view takes the
 * focus: a panel its heading ('Checkout'), the chat its first field.
 */
export const ChatTab = observer(function ChatTab() {
  const { ui } = useEngine()
  const { m, MotionRoot, Presence, useEnterExit } = useMotionKit()
  const motion = useEnterExit('view')
  const arrival = useArrivalFocus(() => (ui.panel ? 'heading' : 'field'))
  return (
    <MotionRoot>
      <Presence mode="wait" initial={false} custom={ui.panelMove}>
        <m.div key={ui.panel ?? 'chat'} ref={arrival} className="vw-slide" custom={ui.panelMove} {...motion}>
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
 * the composer. A new state takes the focus to its first field (after
 * 'Send code' the code, after 'Verify' the message box), or its heading.
 */
const ChatView = observer(function ChatView() {
  const engine = useEngine()
  const [arrivals] = useState(() => new Arrivals(engine.now()))
  const arrival = useArrivalFocus(() => 'field')
  if (engine.registry.fillsTab(engine.state)) {
    return (
      <div key={engine.state} ref={arrival} className="vw-arrival">
        <ChatStateOutlet />
      </div>
    )
  }
  return (
    <ArrivalsContext value={arrivals}>
      <div className="vw-chat">
        <MessageList />
        <TypingIndicator />
        <div key={engine.state} ref={arrival} className="vw-chat__bottom">
          <ChatStateOutlet fallback={engine.isLoggedIn ? <Composer /> : null} />
        </div>
      </div>
    </ArrivalsContext>
  )
})
