import { observer } from 'mobx-react-lite'
import { useEngine, useWidgetT } from '../../engine'
import { LineIcon } from '../../ui/LineIcon'

/**
 * Title (settings' headerTitle or 'Chat with us'), status 'Online', the
 * plugins' header buttons (browse, cart), logout (an icon named 'Logout')
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
        <button type="button" className="vw-icon-button vw-header__action" aria-label={t('header.logout')} title={t('header.logout')} onClick={() => void engine.logout()}>
          <LineIcon size={20} d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l5-5-5-5M15 12H4" />
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
