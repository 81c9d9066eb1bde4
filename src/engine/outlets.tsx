import { observer } from 'mobx-react-lite'
import { type ReactNode, Suspense } from 'react'
import type { ChatMessage } from '../../contract/chat'
import type { PanelView, PluginTab } from './names'
import type { ItemCardActionProps, OrderActionProps } from './plugin'
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

/**
 * The component of a side panel view: `view`, or by default the open one
 * (`engine.ui.panel`); nothing when there is none. The shell names the view,
 * so a view sliding out keeps drawing itself, not the one replacing it.
 */
export const PanelOutlet = observer(function PanelOutlet({ view }: { view?: PanelView | null }) {
  const engine = useEngine()
  const shown = view === undefined ? engine.ui.panel : view
  const View = shown ? engine.registry.panelComponent(shown) : undefined
  return View ? (
    <Suspense fallback={<OutletLoading />}>
      <View />
    </Suspense>
  ) : null
})

/** The component a plugin fills a tab with (History: the orders), or `fallback`. */
export const TabOutlet = observer(function TabOutlet({
  tab,
  fallback = null,
}: {
  tab: PluginTab
  fallback?: ReactNode
}) {
  const View = useEngine().registry.tabComponent(tab)
  return View ? (
    <Suspense fallback={<OutletLoading />}>
      <View />
    </Suspense>
  ) : (
    <>{fallback}</>
  )
})

/**
 * The actions plugins add to a catalogue item card (Add to Cart, Send
 * Enquiry Request), in plugin order; each decides whether it shows for the
 * item. The catalogue's card places this; it knows none of the actions.
 */
export function ItemCardActions({ item, selection }: ItemCardActionProps) {
  const actions = useEngine().registry.itemCardActions
  return (
    <>
      {actions.map(({ name, component: Action }) => (
        <Action key={name} item={item} selection={selection} />
      ))}
    </>
  )
}

/**
 * The actions plugins add to an order (payment's Pay), in plugin order; each
 * decides whether it shows for the order. The orders plugin's History card
 * places this with the order, the chat's confirmation message with the
 * `orderId` it names; neither knows the actions. An action may be
 * `React.lazy`: each waits for its code on its own, showing nothing meanwhile.
 */
export function OrderActions({ orderId, order }: OrderActionProps) {
  const actions = useEngine().registry.orderActions
  return (
    <>
      {actions.map(({ name, component: Action }) => (
        <Suspense key={name} fallback={null}>
          <Action orderId={orderId} order={order} />
        </Suspense>
      ))}
    </>
  )
}

/** Shown while a lazily loaded panel or state component arrives. */
function OutletLoading() {
  return <div className="vw-outlet-loading" role="status" aria-busy="true" />
}

/**
 * One message drawn by the renderer registered for its type (absent type is
 * text), or `fallback` when no plugin draws that type, or while a lazily loaded renderer arrives.
 */
export function MessageOutlet({ message, fallback = null }: { message: ChatMessage; fallback?: ReactNode }) {
  const engine = useEngine()
  const Renderer = engine.registry.messageRenderer(message.type ?? 'text')
  // The renderer is a module-level component a plugin registered, looked up (the same one every render), not created
  // here.
  return Renderer ? (
    <Suspense fallback={fallback}>
      {/* oxlint-disable-next-line react/static-components */}
      <Renderer message={message} />
    </Suspense>
  ) : (
    <>{fallback}</>
  )
}
