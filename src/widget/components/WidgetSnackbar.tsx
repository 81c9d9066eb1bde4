import { observer } from 'mobx-react-lite'
import { useEngine, useWidgetT } from '../../engine'
import { useMotionKit } from '../ui/motion/use-motion-kit'
import { Snackbar } from '../../ui/Snackbar'

/**
 * The engine's snackbar (send failures, session messages), hidden after 6 s;
 * it rises in and drops out. Suspends until the motion kit has arrived.
 */
export const WidgetSnackbar = observer(function WidgetSnackbar() {
  const engine = useEngine()
  const t = useWidgetT('widget')
  const { m, MotionRoot, Presence, useEnterExit } = useMotionKit()
  const motion = useEnterExit('snackbar')
  const current = engine.snackbar.current
  return (
    <MotionRoot>
      <Presence>
        {current && (
          <Snackbar
            key={current.id}
            tone={current.severity}
            message={current.message}
            dismissLabel={t('snackbar.dismiss')}
            onHide={() => engine.snackbar.hide(current.id)}
            box={{ as: m.div, props: motion }}
          />
        )}
      </Presence>
    </MotionRoot>
  )
})
