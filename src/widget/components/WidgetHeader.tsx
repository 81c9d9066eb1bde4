import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { WidgetStatus } from '../../../contract/page'
import { useEngine, useWidgetT } from '../../engine'
import { LineIcon } from '../../ui/LineIcon'

/**
 * Leaving: an open door frame on the left and an arrow going out of it to the
 * right (the sign-in icon is the mirror: an arrow going into a frame).
 */
export const LOGOUT_ICON = 'M9 20H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h4M15 16l4-4-4-4M19 12H9'

/**
 * Title (settings' headerTitle or 'Chat with us'), status 'Online' (or, outside the
 * business's hours, 'Away · replies from 9:00', from the page call's `away`), the
 * plugins' header buttons (browse, cart), the language button (its menu names each language in itself, and loads
 * on the first open: `./LanguageMenu.tsx`), logout (an icon named 'Logout')
 * only when signed in. A back button on phones (home on the /chat page),
 * a close button on wider screens.
 */
export const WidgetHeader = observer(function WidgetHeader({ title, fullPage }: { title: string; fullPage: boolean }) {
  const engine = useEngine()
  const t = useWidgetT('widget')
  const away = (engine.site.settings as WidgetStatus).away
  const back = () => (fullPage ? engine.navigate('/') : engine.ui.close())
  const [Menu, setMenu] = useState<typeof import('./LanguageMenu').LanguageMenu>()
  return (
    <header className="vw-header">
      <button type="button" className="vw-icon-button vw-header__back" aria-label={t('header.back')} onClick={back}>
        <span aria-hidden="true">‹</span>
      </button>
      <div className="vw-header__text">
        <h2 className="vw-header__title">{title}</h2>
        <p className="vw-header__status">
          <span className="vw-header__dot" aria-hidden="true" />
          {away == null ? t('header.online') : t(away ? 'header.away' : 'header.awayNow', { time: away })}
        </p>
      </div>
      {engine.registry.headerActions.map((Action, index) => (
        <Action key={index} />
      ))}
      <button
        type="button"
        className="vw-icon-button vw-header__action vw-header__lang"
        aria-label={t('header.language')}
        title={t('header.language')}
        aria-haspopup="menu"
        aria-expanded={!!Menu}
        onClick={() =>
          void import('./LanguageMenu').then((menu) => setMenu(() => (Menu ? undefined : menu.LanguageMenu)))
        }
      >
        अ
      </button>
      {Menu && <Menu engine={engine} close={() => setMenu(undefined)} />}
      {engine.isLoggedIn && (
        <button
          type="button"
          className="vw-icon-button vw-header__action"
          aria-label={t('header.logout')}
          title={t('header.logout')}
          onClick={() => void engine.logout()}
        >
          <LineIcon size={20} d={LOGOUT_ICON} />
        </button>
      )}
      {!fullPage && (
        <button
          type="button"
          className="vw-icon-button vw-header__close"
          aria-label={t('header.closeChat')}
          onClick={() => engine.ui.close()}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </header>
  )
})
