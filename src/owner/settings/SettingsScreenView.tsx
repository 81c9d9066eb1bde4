import { observer } from 'mobx-react-lite'
import { useEffect, useRef, type ReactNode } from 'react'
import { CartRemindersSection } from '../cart-reminders/CartRemindersSection'
import { InvoiceSettingsSection } from '../invoices/InvoiceSettingsSection'
import { EmailSection } from '../email/EmailSection'
import { useOwnerT } from '../i18n'
import { NotificationsBody } from '../notifications/NotificationsArea'
import { failureIn } from '../panel-kit/errors'
import { FailureText } from '../panel-kit/FailureText'
import { Skeleton } from '../panel-kit/Skeleton'
import { LabelsSection } from '../labels/LabelsSection'
import { QuickRepliesSection } from '../quick-replies/QuickRepliesSection'
import { DiscountCodesSection } from '../discounts/DiscountCodesSection'
import { OffersSection } from '../offers/OffersSection'
import { TeamSection } from '../team/TeamSection'
import { WebhooksSection } from '../webhooks/WebhooksSection'
import { DeliverySection } from './DeliverySection'
import { HoursSection } from './HoursSection'
import { PaymentsSection } from './PaymentsSection'
import { ProfileSection } from './ProfileSection'
import { settingsHeadingId, type SettingsNavigation, type SettingsScreen } from './settings-navigation'
import type { SettingsStores } from './SettingsView'

/**
 * One screen of Settings: Back to the list, its heading (focused when it opens), and its section, saved on its own.
 * The sections that read the settings' one request wait for it here; the others load their own.
 */
export const SettingsScreenView = observer(function SettingsScreenView({
  screen,
  nav,
  store,
  team,
  notifications,
  quickReplies,
  labels,
}: SettingsStores & { screen: SettingsScreen; nav: SettingsNavigation }) {
  const t = useOwnerT()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const needsSettings = (section: ReactNode) => <SettingsRequest store={store}>{section}</SettingsRequest>
  const sections: Record<SettingsScreen, () => ReactNode> = {
    profile: () => needsSettings(<ProfileSection store={store} />),
    payments: () => needsSettings(<PaymentsSection store={store} />),
    hours: () => needsSettings(<HoursSection store={store} />),
    delivery: () => <DeliverySection store={store.delivery} />,
    team: () => <TeamSection store={team} />,
    notifications: () => <NotificationsBody store={notifications} />,
    quickReplies: () => <QuickRepliesSection store={quickReplies} />,
    cartReminders: () => <CartRemindersSection store={store.cartReminders} />,
    invoices: () => <InvoiceSettingsSection store={store.invoices} />,
    labels: () => <LabelsSection store={labels} />,
    discountCodes: () => <DiscountCodesSection store={store.discountCodes} />,
    offers: () => <OffersSection store={store.offers} />,
    email: () => <EmailSection store={store.email} />,
    webhooks: () => <WebhooksSection store={store.webhooks} />,
  }
  return (
    <div className="ow-settings-screen">
      <div className="ow-settings-screen__top">
        <button
          type="button"
          className="ow-button ow-button--quiet ow-settings-screen__back"
          onClick={() => nav.back()}
        >
          <span aria-hidden="true">‹ </span>
          {t('nav.backToSettings')}
        </button>
        <h2 id={settingsHeadingId(screen)} ref={heading} tabIndex={-1} className="ow-heading ow-settings-screen__title">
          {t(`nav.settings.${screen}`)}
        </h2>
      </div>
      <div className="ow-settings-screen__body">{sections[screen]()}</div>
    </div>
  )
})

/** The settings' one request (Business, Payments, Opening hours): loading, failed with Try again, or the section. */
const SettingsRequest = observer(function SettingsRequest({
  store,
  children,
}: {
  store: SettingsStores['store']
  children: ReactNode
}) {
  const t = useOwnerT()
  if (store.request.status === 'failed')
    return (
      <div>
        <FailureText ns="settings" failure={failureIn(store.request)} />
        <button type="button" className="ow-button" onClick={() => void store.load()}>
          {t('settings.retry')}
        </button>
      </div>
    )
  if (store.request.status !== 'ready' || !store.settings) return <Skeleton label={t('settings.loading')} lines={6} />
  return <>{children}</>
})
