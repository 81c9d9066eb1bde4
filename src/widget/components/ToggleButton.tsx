import { observer } from 'mobx-react-lite'
import { useEngine, useWidgetT } from '../../engine'
import { peekMotionKit, type MotionKit } from '../ui/motion/use-motion-kit'
import { ChatIcon } from './ChatIcon'

/**
 * The floating button that opens and closes the widget, with the unread
 * badge (docs/product.md, 'Screens and routes'). It is the widget's first paint, so it never waits for the
 * motion kit: once the kit is here its icon turns between the speech bubble
 * and the close cross; before, it simply swaps.
 */
export const ToggleButton = observer(function ToggleButton() {
  const { ui } = useEngine()
  const t = useWidgetT('widget')
  const unread = ui.unreadCount
  const label = ui.isOpen ? t('header.closeChat') : t('header.openChat')
  const kit = peekMotionKit()
  return (
    <button
      type="button"
      className="vw-toggle"
      aria-expanded={ui.isOpen}
      aria-controls={ui.isOpen ? 'vw-panel' : undefined}
      aria-label={unread > 0 && !ui.isOpen ? `${label}, ${t('header.unread', { count: unread })}` : label}
      onClick={() => ui.toggle()}
    >
      {kit ? (
        <TurningIcon kit={kit} open={ui.isOpen} />
      ) : (
        <span className="vw-toggle__icon">{toggleIcon(ui.isOpen)}</span>
      )}
      {unread > 0 && !ui.isOpen && (
        <span className="vw-toggle__badge" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </button>
  )
})

function toggleIcon(open: boolean) {
  return open ? (
    <span aria-hidden="true" className="vw-toggle__close">
      ×
    </span>
  ) : (
    <ChatIcon />
  )
}

/** The icon, turning out while the other one turns in when the widget opens or closes. */
function TurningIcon({ kit: { m, MotionRoot, Presence, useEnterExit }, open }: { kit: MotionKit; open: boolean }) {
  const motion = useEnterExit('toggleIcon')
  return (
    <MotionRoot>
      <Presence initial={false}>
        <m.span key={open ? 'close' : 'chat'} className="vw-toggle__icon" {...motion}>
          {toggleIcon(open)}
        </m.span>
      </Presence>
    </MotionRoot>
  )
}
