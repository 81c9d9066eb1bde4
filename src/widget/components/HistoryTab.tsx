import { observer } from 'mobx-react-lite'
import { TabOutlet, useEngine, useWidgetT } from '../../engine'

/** The History tab: what the plugin that fills it draws (the orders); without one, signed out or no orders. */
export function HistoryTab() {
  return <TabOutlet tab="history" fallback={<NoHistory />} />
}

const NoHistory = observer(function NoHistory() {
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
