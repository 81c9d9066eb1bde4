import { observer } from 'mobx-react-lite'
import { useEffect, useId, useRef } from 'react'
import { useOwnerT } from '../i18n'
import { SETTINGS_SCREENS, type SettingsNavigation, type SettingsScreen } from './settings-navigation'

/**
 * The Settings tab's list: one entry per screen, with what it holds under its name. Back from a screen, its entry
 * takes the focus again.
 */
export const SettingsList = observer(function SettingsList({ nav }: { nav: SettingsNavigation }) {
  const t = useOwnerT()
  const id = useId()
  const entries = useRef(new Map<SettingsScreen, HTMLButtonElement>())
  useEffect(() => {
    if (nav.cameBackFrom === null) return
    entries.current.get(nav.cameBackFrom)?.focus()
    nav.returned()
  }, [nav, nav.cameBackFrom])
  return (
    <ul className="ow-settings-list">
      {SETTINGS_SCREENS.map((screen) => (
        <li key={screen}>
          <button
            ref={(element) => {
              if (element) entries.current.set(screen, element)
              else entries.current.delete(screen)
            }}
            type="button"
            className="ow-settings-list__entry"
            aria-labelledby={`${id}-${screen}`}
            aria-describedby={`${id}-${screen}-hint`}
            onClick={() => nav.open(screen)}
          >
            <span id={`${id}-${screen}`} className="ow-settings-list__name">
              {t(`nav.settings.${screen}`)}
            </span>
            <span id={`${id}-${screen}-hint`} className="ow-settings-list__hint">
              {t(`nav.settingsHint.${screen}`)}
            </span>
            <span className="ow-settings-list__arrow" aria-hidden="true">
              ›
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
})
