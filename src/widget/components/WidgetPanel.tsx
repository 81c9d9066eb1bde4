import { useMotionKit } from '../ui/motion/use-motion-kit'
import { WidgetHeader } from './WidgetHeader'
import { WidgetTabs } from './WidgetTabs'

/**
 * The open widget: header and tabs. It rises from the toggle when it opens
 * and sinks back when it closes, staying mounted until it has; a panel that
 * is already open when the widget first renders (a first visit, a deep link,
 * `/chat`) is simply there. Suspends until the motion kit has arrived.
 * It can take the focus (`panelRef` decides when); Escape closes it, unless
 * a dialog inside it (a confirmation, the image viewer) has the key, and
 * not on the `/chat` page, where the panel is the page.
 */
export function WidgetPanel(props: {
  open: boolean
  title: string
  fullPage: boolean
  panelRef?: (panel: HTMLElement | null) => void
  onEscape?: () => void
}) {
  const { open, title, fullPage, panelRef, onEscape } = props
  const { m, MotionRoot, Presence, useEnterExit } = useMotionKit()
  const motion = useEnterExit('panel')
  return (
    <MotionRoot>
      <Presence initial={false}>
        {open && (
          <m.section
            key="panel"
            ref={panelRef}
            id="vw-panel"
            className="vw-panel"
            aria-label={title}
            tabIndex={-1}
            onKeyDown={(event) => {
              if (event.key !== 'Escape' || fullPage || event.defaultPrevented) return
              if ((event.target as Element).closest('[role="dialog"], [role="alertdialog"]')) return
              onEscape?.()
            }}
            {...motion}
          >
            <WidgetHeader title={title} fullPage={fullPage} />
            <WidgetTabs />
          </m.section>
        )}
      </Presence>
    </MotionRoot>
  )
}
