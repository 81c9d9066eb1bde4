import { observer } from 'mobx-react-lite'
import { useEffect, useId } from 'react'
import { useOwnerT } from '../i18n'
import { failureIn } from '../panel-kit/errors'
import { FailureText } from '../panel-kit/FailureText'
import { Skeleton } from '../panel-kit/Skeleton'
import { SETTINGS_ANCHORS } from '../share/checklist-steps'
import { DeliverySection } from './DeliverySection'
import { HoursSection } from './HoursSection'
import { PaymentsSection } from './PaymentsSection'
import { ProfileSection } from './ProfileSection'
import { WebhooksSection } from '../webhooks/WebhooksSection'
import { EmailSection } from '../email/EmailSection'
import type { SettingsStore } from './settings-store'
import '../panel-kit/panel-kit.css'
import './settings.css'

/**
 * The owner app's Settings tab: Payments, then Business & hours (profile and
 * hours), then Delivery (dispatch points, charges, pickup, the pincode
 * check), then Webhooks, then E-mail, each saved on its own with its errors beside its fields and its
 * activity (who changed what, when). One column on a phone, two on a desktop.
 *
 * @example
 * <SettingsView store={app.panels.settings} />
 */
export const SettingsView = observer(function SettingsView({ store }: { store: SettingsStore }) {
  const t = useOwnerT()
  const titleId = useId()
  useEffect(() => {
    void store.load()
  }, [store])
  return (
    <section className="ow-panel ow-settings" aria-labelledby={titleId} aria-busy={store.request.status === 'loading'}>
      <h2 id={titleId} className="ow-heading">
        {t('settings.title')}
      </h2>
      {store.request.status === 'loading' && <Skeleton label={t('settings.loading')} lines={6} />}
      {store.request.status === 'failed' && (
        <div>
          <FailureText ns="settings" failure={failureIn(store.request)} />
          <button type="button" className="ow-button" onClick={() => void store.load()}>
            {t('settings.retry')}
          </button>
        </div>
      )}
      {store.request.status === 'ready' && store.settings && (
        <div className="ow-settings__columns">
          {/* The anchors are where the onboarding checklist's steps land (focusable, not in the tab order). */}
          <div id={SETTINGS_ANCHORS.payments} tabIndex={-1}>
            <PaymentsSection store={store} />
          </div>
          <div className="ow-settings__stack">
            <div id={SETTINGS_ANCHORS.profile} tabIndex={-1}>
              <ProfileSection store={store} />
            </div>
            <div id={SETTINGS_ANCHORS.hours} tabIndex={-1}>
              <HoursSection store={store} />
            </div>
          </div>
          <div id={SETTINGS_ANCHORS.delivery} className="ow-settings__section--wide" tabIndex={-1}>
            <DeliverySection store={store.delivery} />
          </div>
          <WebhooksSection store={store.webhooks} />
          <EmailSection store={store.email} />
        </div>
      )}
    </section>
  )
})
