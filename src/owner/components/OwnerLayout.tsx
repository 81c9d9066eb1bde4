import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import { useOwnerT } from '../i18n'
import { LeadsView } from '../leads/LeadsView'
import { useOwnerApp } from '../owner-context'
import { WebsiteView } from '../website/WebsiteView'
import { InboxView } from './InboxView'
import { OwnerTabs } from './OwnerTabs'

/** Signed in: the top bar (site, tabs Inbox / Leads / Website, sign out) and the selected tab's view. */
export const OwnerLayout = observer(function OwnerLayout() {
  const app = useOwnerApp()
  const t = useOwnerT()
  const id = useId()
  const identity = app.session.identity
  return (
    <div className="ow-app">
      <header className="ow-topbar">
        <div className="ow-topbar__site">
          <p className="ow-topbar__name">{app.siteName}</p>
          {identity && (
            <p className="ow-topbar__who">
              {t('app.signedInAs', { phone: `${identity.owner.countryCode} ${identity.owner.phoneNumber}` })}
            </p>
          )}
        </div>
        <OwnerTabs idPrefix={id} />
        <button
          type="button"
          className="ow-button ow-button--quiet"
          disabled={app.session.signingOut}
          onClick={() => void app.session.signOut()}
        >
          {app.session.signingOut ? t('app.signingOut') : t('app.signOut')}
        </button>
      </header>
      <main className="ow-main">
        <div className="ow-tabpanel" id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${app.tab}`}>
          {app.tab === 'inbox' ? (
            <InboxView />
          ) : app.tab === 'leads' ? (
            <LeadsView store={app.panels.leads} />
          ) : (
            <WebsiteView store={app.panels.website} />
          )}
        </div>
      </main>
    </div>
  )
})
