import { observer } from 'mobx-react-lite'
import { useEngine, useWidgetT } from '../../engine'
import { Snackbar } from '../../ui/Snackbar'

/** The engine's snackbar (send failures, session messages), hidden after 6 s. */
export const WidgetSnackbar = observer(function WidgetSnackbar() {
  const engine = useEngine()
  const t = useWidgetT('widget')
  const current = engine.snackbar.current
  if (!current) return null
  return (
    <Snackbar
      key={current.id}
      tone={current.severity}
      message={current.message}
      dismissLabel={t('snackbar.dismiss')}
      onHide={() => engine.snackbar.hide(current.id)}
    />
  )
})
