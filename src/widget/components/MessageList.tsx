import { observer } from 'mobx-react-lite'
import { lazy, Suspense } from 'react'
import { useEngine } from '../../engine'

// The virtualiser (@tanstack/react-virtual, about 10 KB gzipped) comes with the list, after the widget shell has
// rendered: the widget chunk stays within its budget (bench/initial-js.bench.ts).
const VirtualMessageList = lazy(() => import('./VirtualMessageList'))

/**
 * The conversation (`VirtualMessageList`), loaded on first show; until it
 * arrives, the empty log it will fill, so the chat tab does not change shape.
 */
export const MessageList = observer(function MessageList() {
  const engine = useEngine()
  return (
    <Suspense fallback={<div className="vw-messages" role="log" aria-label={engine.t('widget:chat.newMessages')} />}>
      <VirtualMessageList />
    </Suspense>
  )
})
