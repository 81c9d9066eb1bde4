import { observer } from 'mobx-react-lite'
import { useId, useRef } from 'react'
import { useOwnerT } from '../i18n'
import { CustomersView } from '../customers/CustomersView'
import { LeadsView } from '../leads/LeadsView'
import { OrdersView } from '../orders/OrdersView'
import { useOwnerApp } from '../owner-context'
import { SettingsView } from '../settings/SettingsView'
import { SiteSwitcher } from '../team/SiteSwitcher'
import { WebsiteView } from '../website/WebsiteView'
import { CatalogueView } from '../catalogue/CatalogueView'
import { useFocusRequest } from '../share/focus-request'
import { OnboardingChecklist } from '../share/OnboardingChecklist'
import { ReadyToSell } from '../share/ReadyToSell'
import { ReadyToSellStrip } from '../share/ReadyToSellStrip'
import { ShareView } from '../share/ShareView'
import { NotificationsArea } from '../notifications/NotificationsArea'
import { InboxView } from './InboxView'
import { InsightsView } from '../insights/InsightsView'
import { LanguageSwitch } from './LanguageSwitch'
import { SignOutButton } from './SignOutButton'
import { OwnerBottomBar } from './OwnerBottomBar'
import { OwnerTabs } from './OwnerTabs'
import { usePhoneWidth } from './use-columns'

/**
 * Signed in: the top bar (site, tabs, language, sign out) and the selected tab's view; the first screen (the inbox, or
 * Insights on a laptop) has 'Ready to sell' and the onboarding checklist above it. On a phone the tabs, the language
 * and Sign out are in the bottom bar (`OwnerBottomBar`) and the top bar keeps the whole business name.
 */
export const OwnerLayout = observer(function OwnerLayout() {
  const app = useOwnerApp()
  const t = useOwnerT()
  const id = useId()
  const identity = app.session.identity
  const main = useRef<HTMLElement>(null)
  const phone = usePhoneWidth()
  useFocusRequest(app, main)
  // The top tabs name the panel they control; on a phone the bottom bar marks the open view (its own heading names it).
  const panel = phone ? {} : { role: 'tabpanel', 'aria-labelledby': `${id}-tab-${app.tab}` }
  // The first screen: the inbox, or Insights on a laptop.
  const first = app.tab === app.firstTab
  return (
    <div className={phone ? 'ow-app ow-app--phone' : 'ow-app'}>
      <header className="ow-topbar">
        <div className="ow-topbar__site">
          <p className="ow-topbar__name">{app.siteName}</p>
          {identity && (
            <p className="ow-topbar__who">
              {t('app.signedInAs', { phone: `${identity.owner.countryCode} ${identity.owner.phoneNumber}` })}
            </p>
          )}
        </div>
        <SiteSwitcher store={app.panels.sites} />
        {!phone && (
          <>
            <OwnerTabs idPrefix={id} />
            <LanguageSwitch />
            <SignOutButton />
          </>
        )}
      </header>
      <main className="ow-main" ref={main}>
        {/* The first screen carries 'Ready to sell', and the onboarding checklist until it is done or hidden; the
            others, once a fix was opened from it, the next fix. */}
        <NotificationsArea />
        {first && <ReadyToSell store={app.panels.readyToSell} share={app.panels.share} />}
        {first && <OnboardingChecklist store={app.panels.share} />}
        {!first && <ReadyToSellStrip store={app.panels.readyToSell} share={app.panels.share} />}
        <div className="ow-tabpanel" id={`${id}-panel`} tabIndex={-1} {...panel}>
          {app.tab === 'inbox' ? (
            <InboxView />
          ) : app.tab === 'orders' ? (
            <OrdersView store={app.panels.orders} />
          ) : app.tab === 'leads' ? (
            <LeadsView store={app.panels.leads} />
          ) : app.tab === 'customers' ? (
            <CustomersView store={app.panels.customers} />
          ) : app.tab === 'catalogue' ? (
            <CatalogueView store={app.panels.catalogue} />
          ) : app.tab === 'settings' ? (
            <SettingsView
              nav={app.settingsNav}
              store={app.panels.settings}
              team={app.panels.team}
              notifications={app.panels.notifications}
              quickReplies={app.panels.quickReplies}
              labels={app.panels.labels}
            />
          ) : app.tab === 'insights' ? (
            <InsightsView store={app.panels.insights} />
          ) : app.tab === 'share' ? (
            <ShareView store={app.panels.share} domain={app.panels.domain} embed={app.panels.embed} />
          ) : (
            <WebsiteView store={app.panels.website} />
          )}
        </div>
      </main>
      {phone && <OwnerBottomBar />}
    </div>
  )
})
