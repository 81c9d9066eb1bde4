import type { LabelsStore } from '../labels/labels-store'
import type { QuickRepliesStore } from '../quick-replies/quick-replies-store'
import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import { useOwnerT } from '../i18n'
import type { NotificationsStore } from '../notifications/notifications-store'
import type { TeamStore } from '../team/team-store'
import type { SettingsNavigation } from './settings-navigation'
import { SettingsList } from './SettingsList'
import { SettingsScreenView } from './SettingsScreenView'
import type { SettingsStore } from './settings-store'
import '../panel-kit/panel-kit.css'
import './settings.css'
import { useLoad } from '../panel-kit/use-load'

/** The stores behind the Settings tab's screens. */
export interface SettingsStores {
  store: SettingsStore
  team: TeamStore
  notifications: NotificationsStore
  quickReplies: QuickRepliesStore
  labels: LabelsStore
}

/**
 * The owner app's Settings tab: a list of its screens (Business, Payments,
 * Delivery, Opening hours, Team, Notifications, E-mail, Webhooks), each
 * opened on its own with a Back control and saved on its own, with its
 * errors beside its fields and its activity. Which screen is open is the
 * app's navigation state (`nav`): the browser's Back returns to the list.
 * The same list → screen on a phone and a desktop (the screen keeps a
 * readable width).
 *
 * @example
 * <SettingsView nav={app.settingsNav} store={app.panels.settings} team={app.panels.team}
 *   notifications={app.panels.notifications} quickReplies={app.panels.quickReplies} labels={app.panels.labels} />
 */
export const SettingsView = observer(function SettingsView({
  nav,
  ...stores
}: SettingsStores & { nav: SettingsNavigation }) {
  const t = useOwnerT()
  const titleId = useId()
  const { store } = stores
  useLoad(store)
  return (
    // A screen's section is a region of its own (its name under the screen's heading): this one stays 'Settings'.
    <section
      className="ow-panel ow-settings"
      aria-labelledby={nav.screen === null ? titleId : undefined}
      aria-label={nav.screen === null ? undefined : t('settings.title')}
    >
      {nav.screen === null ? (
        <>
          <h2 id={titleId} className="ow-heading">
            {t('settings.title')}
          </h2>
          <SettingsList nav={nav} />
        </>
      ) : (
        <SettingsScreenView key={nav.screen} screen={nav.screen} nav={nav} {...stores} />
      )}
    </section>
  )
})
