import { observer } from 'mobx-react-lite'
import { useEngine, useWidgetT } from '../../engine'

/**
 * Title (settings' headerTitle or 'Chat with us'), status 'Online', logout
 * only when signed in. A back button on phones (home on the /chat page),
 * a close button on wider screens.
 */
export const WidgetHeader = observer(function WidgetHeader({ title, fullPage }: { title: string; fullPage: boolean }) {
  const engine = useEngine()
  const t = useWidgetT('widget')
  const back = () => (fullPage ? engine.navigate('/') : engine.ui.close())
  return (
    <header className="vw-header">
      <button type="button" className="vw-icon-button vw-header__back" aria-label={t('header.back')} onClick={back}>
        <span aria-hidden="true">‹</span>
      </button>
      <div className="vw-header__text">
        <h2 className="vw-header__title">{title}</h2>
        <p className="vw-header__status">
          <span className="vw-header__dot" aria-hidden="true" />
          {t('header.online')}
        </p>
      </div>
      {engine.registry.headerActions.map((Action, index) => (
        <Action key={index} />
      ))}
      {engine.isLoggedIn && (
        <button type="button" className="vw-text-button" onClick={() => void engine.logout()}>
          {t('header.logout')}
        </button>
      )}
      {!fullPage && (
        <button type="button" className="vw-icon-button vw-header__close" aria-label={t('header.closeChat')} onClick={() => engine.ui.close()}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </header>
  )
})
