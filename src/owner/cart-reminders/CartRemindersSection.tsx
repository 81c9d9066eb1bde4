import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import { CART_REMINDER_HOURS } from '../../../contract/owner-cart-reminders'
import { Form } from '../../ui/Form'
import { useOwnerT } from '../i18n'
import { SaveRow } from '../panel-kit/SaveRow'
import { useLoad } from '../panel-kit/use-load'
import { LoadedSection } from '../settings/SectionFrame'
import type { CartRemindersStore } from './cart-reminders-store'

/**
 * Settings, Cart reminders: how long after a customer leaves items in the cart they get one reminder on their phone
 * (off, or 1 to 48 hours), and how many reminders led to an order in the last 30 days.
 *
 * @example
 * <CartRemindersSection store={app.panels.settings.cartReminders} />
 */
export const CartRemindersSection = observer(function CartRemindersSection({ store }: { store: CartRemindersStore }) {
  const t = useOwnerT()
  const id = useId()
  useLoad(store)
  const form = store.choice.form
  return (
    <LoadedSection
      title={t('cartReminders.title')}
      intro={t('cartReminders.intro')}
      loading={t('cartReminders.loading')}
      request={store.request}
    >
      {store.request.status === 'ready' && form && (
        <Form noValidate onSubmit={() => void store.save()}>
          <label className="ow-form__label" htmlFor={`${id}-hours`}>
            {t('cartReminders.after')}
          </label>
          <select
            id={`${id}-hours`}
            className="ow-input"
            value={form.hours}
            onChange={(event) => store.setHours(event.target.value)}
          >
            <option value="">{t('cartReminders.off')}</option>
            {CART_REMINDER_HOURS.map((hours) => (
              <option key={hours} value={String(hours)}>
                {t('cartReminders.hours', { count: hours })}
              </option>
            ))}
          </select>
          <p className="ow-muted">{t('cartReminders.rules')}</p>
          <p aria-live="polite">{t('cartReminders.results', { count: store.sent, ordered: store.ordered })}</p>
          <SaveRow form={store.choice} label={t('cartReminders.save')} savedLabel={t('cartReminders.saved')} />
        </Form>
      )}
    </LoadedSection>
  )
})
