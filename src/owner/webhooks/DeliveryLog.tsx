import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import type { WebhookDelivery } from '../../../contract/webhooks'
import { useOwnerT, type OwnerKey } from '../i18n'
import { FailureText } from '../panel-kit/FailureText'
import { formatDateTime } from '../panel-kit/format'
import { Skeleton } from '../panel-kit/Skeleton'
import type { WebhooksStore } from './webhooks-store'

/** An endpoint's newest deliveries: event, when, status, attempts, the last answer, and 'Resend'. */
export const DeliveryLog = observer(function DeliveryLog({ store }: { store: WebhooksStore }) {
  const t = useOwnerT()
  const id = useId()
  const log = store.log!
  return (
    <div className="ow-webhooks__log" role="region" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{t('webhooks.logTitle')}</h4>
      <div className="ow-webhooks__actions">
        <button type="button" className="ow-button" onClick={() => void store.openLog(log.endpointId)}>
          {t('webhooks.refreshLog')}
        </button>
        <button type="button" className="ow-button" onClick={() => store.closeLog()}>
          {t('webhooks.closeLog')}
        </button>
      </div>
      <FailureText ns="settings" failure={log.failure} />
      {log.deliveries === null && !log.failure && <Skeleton label={t('webhooks.logLoading')} lines={2} />}
      {log.deliveries?.length === 0 && <p>{t('webhooks.logEmpty')}</p>}
      {log.deliveries && log.deliveries.length > 0 && (
        <ul className="ow-webhooks__deliveries">
          {log.deliveries.map((delivery) => (
            <DeliveryRow key={delivery._id} store={store} delivery={delivery} />
          ))}
        </ul>
      )}
    </div>
  )
})

function DeliveryRow({ store, delivery }: { store: WebhooksStore; delivery: WebhookDelivery }) {
  const t = useOwnerT()
  const time = formatDateTime(delivery.createdAt)
  return (
    <li className={`ow-webhooks__delivery ow-webhooks__delivery--${delivery.status}`}>
      <span>
        <code>{delivery.eventType}</code> · {time}
      </span>
      <span>
        <strong>{t(`webhooks.status.${delivery.status}` as OwnerKey)}</strong> ·{' '}
        {t('webhooks.attempts', { count: delivery.attempts })} ·{' '}
        {delivery.responseCode === null
          ? t('webhooks.noResponse')
          : t('webhooks.response', { code: delivery.responseCode })}
      </span>
      {delivery.error && <span className="ow-muted ow-webhooks__error">{delivery.error}</span>}
      {delivery.nextAttemptAt && delivery.attempts > 0 && (
        <span className="ow-muted">{t('webhooks.nextAttempt', { time: formatDateTime(delivery.nextAttemptAt) })}</span>
      )}
      <button
        type="button"
        className="ow-button"
        aria-label={t('webhooks.resend', { event: delivery.eventType, time })}
        onClick={() => void store.resend(delivery._id)}
      >
        {t('webhooks.resendShort')}
      </button>
    </li>
  )
}
