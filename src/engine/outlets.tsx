import { observer } from 'mobx-react-lite'
import { type ReactNode, Suspense } from 'react'
import type { ChatMessage } from '../../contract/chat'
import { useEngine } from './react'

/**
 * The component a plugin registered for the current chat state, or
 * `fallback` (e.g. the message list for `chat-active` when no plugin claims
 * it). The widget shell places it in the chat tab.
 */
export const ChatStateOutlet = observer(function ChatStateOutlet({ fallback = null }: { fallback?: ReactNode }) {
  const engine = useEngine()
  const View = engine.registry.stateComponent(engine.state)
  return View ? (
    <Suspense fallback={<OutletLoading />}>
      <View />
    </Suspense>
  ) : (
    <>{fallback}</>
  )
})

/** The component of the open side panel view (`engine.ui.panel`), or nothing. */
export const PanelOutlet = observer(function PanelOutlet() {
  const engine = useEngine()
  const view = engine.ui.panel
  const View = view ? engine.registry.panelComponent(view) : undefined
  return View ? (
    <Suspense fallback={<OutletLoading />}>
      <View />
    </Suspense>
  ) : null
})

/** Shown while a lazily loaded panel or state component arrives. */
function OutletLoading() {
  return <div className="vw-outlet-loading" role="status" aria-busy="true" />
}

/**
 * One message drawn by the renderer registered for its type (absent type is
 * text), or `fallback` when no plugin draws that type.
 */
export function MessageOutlet({ message, fallback = null }: { message: ChatMessage; fallback?: ReactNode }) {
  const engine = useEngine()
  const Renderer = engine.registry.messageRenderer(message.type ?? 'text')
  return Renderer ? <Renderer message={message} /> : <>{fallback}</>
}
