import { useMotionKit } from '../../ui/motion/use-motion-kit'
import { WidgetHeader } from './WidgetHeader'
import { WidgetTabs } from './WidgetTabs'

/**
 * The open widget: header and tabs. It rises from the toggle when it opens
 * and sinks back when it closes, staying mounted until it has; a panel that
 * is already open when the widget first renders (a first visit, a deep link,
 * `/chat`) is simply there. Suspends until the motion kit has arrived.
 */
export function WidgetPanel({ open, title, fullPage }: { open: boolean; title: string; fullPage: boolean }) {
  const { m, MotionRoot, Presence, useEnterExit } = useMotionKit()
  const motion = useEnterExit('panel')
  return (
    <MotionRoot>
      <Presence initial={false}>
        {open && (
          <m.section key="panel" id="vw-panel" className="vw-panel" aria-label={title} {...motion}>
            <WidgetHeader title={title} fullPage={fullPage} />
            <WidgetTabs />
          </m.section>
        )}
      </Presence>
    </MotionRoot>
  )
}
