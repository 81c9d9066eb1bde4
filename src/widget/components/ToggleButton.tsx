import { observer } from 'mobx-react-lite'
import { useEngine, useWidgetT } from '../../engine'
import { ChatIcon } from './ChatIcon'

/** The floating button that opens and closes the widget, with the unread badge (§2). */
export const ToggleButton = observer(function ToggleButton() {
  const { ui } = useEngine()
  const t = useWidgetT('widget')
  const unread = ui.unreadCount
  const label = ui.isOpen ? t('header.closeChat') : t('header.openChat')
  return (
    <button
      type="button"
      className="vw-toggle"
      aria-expanded={ui.isOpen}
      aria-controls={ui.isOpen ? 'vw-panel' : undefined}
      aria-label={unread > 0 && !ui.isOpen ? `${label}, ${t('header.unread', { count: unread })}` : label}
      onClick={() => ui.toggle()}
    >
      {ui.isOpen ? <span aria-hidden="true" className="vw-toggle__close">×</span> : <ChatIcon />}
      {unread > 0 && !ui.isOpen && (
        <span className="vw-toggle__badge" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </button>
  )
})
