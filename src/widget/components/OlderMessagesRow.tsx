import type { OlderMessagesStatus } from '../../engine'
import { useEngine } from '../../engine'

/**
 * The first row of the conversation while older messages remain on the
 * server. The list loads them by itself as this row comes near the view; the
 * row says so to screen readers (a status region that is always there, so a
 * change is announced) and offers a button, for keyboard use and to retry a
 * failed load.
 */
export function OlderMessagesRow({ status }: { status: OlderMessagesStatus }) {
  const engine = useEngine()
  const text =
    status === 'loading'
      ? engine.t('widget:chat.loadingOlder')
      : status === 'failed'
        ? engine.t('widget:chat.loadOlderFailed')
        : ''
  return (
    <div className="vw-older">
      <p className="vw-older__status" role="status">
        {text}
      </p>
      {status !== 'loading' && (
        <button type="button" className="vw-older__button" onClick={() => void engine.messages.loadOlder()}>
          {engine.t(status === 'failed' ? 'widget:chat.retryOlder' : 'widget:chat.loadOlder')}
        </button>
      )}
    </div>
  )
}
