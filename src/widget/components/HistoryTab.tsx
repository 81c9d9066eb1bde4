import { observer } from 'mobx-react-lite'
import { useEngine, useWidgetT } from '../../engine'

/** The History tab (§2). The orders plugin fills it; until then: signed out, or no orders. */
export const HistoryTab = observer(function HistoryTab() {
  const engine = useEngine()
  const t = useWidgetT('widget')
  return (
    <div className="vw-empty">
      {engine.isLoggedIn ? (
        <p>{t('history.empty')}</p>
      ) : (
        <>
          <p className="vw-empty__title">{t('history.notLoggedIn')}</p>
          <p>{t('history.signIn')}</p>
        </>
      )}
    </div>
  )
})
