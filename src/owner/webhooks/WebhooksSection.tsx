import { observer } from 'mobx-react-lite'
import { WEBHOOK_EVENT_TYPES, type WebhookEndpoint } from '../../../contract/webhooks'
import { useOwnerT, type OwnerKey } from '../i18n'
import { formatDateTime } from '../panel-kit/format'
import { TextField } from '../settings/SettingsField'
import { ListEditorForm } from '../panel-kit/ListEditorForm'
import { ListEditorSection } from '../settings/ListEditorSection'
import { DeliveryLog } from './DeliveryLog'
import type { WebhooksStore } from './webhooks-store'
import './webhooks.css'

const eventName = (event: string): OwnerKey => `webhooks.eventNames.${event}` as OwnerKey

/**
 * Settings, Webhooks: the endpoints (URL, events, on or off, a notice when
 * one was switched off for failing), one edited at a time in place of the
 * list; a new endpoint's signing secret shown right after it is made, and
 * again on request; each endpoint's delivery log with 'Resend'.
 */
export const WebhooksSection = observer(function WebhooksSection({ store }: { store: WebhooksStore }) {
  return (
    <ListEditorSection
      store={store}
      words="webhooks"
      named={() => ({})}
      items={store.endpoints}
      listClass="ow-webhooks__list"
      className="ow-webhooks"
      row={(endpoint) => <EndpointRow key={endpoint._id} store={store} endpoint={endpoint} />}
      form={() => <WebhookForm store={store} />}
    />
  )
})

const EndpointRow = observer(function EndpointRow({
  store,
  endpoint,
}: {
  store: WebhooksStore
  endpoint: WebhookEndpoint
}) {
  const t = useOwnerT()
  const secret = store.secret?.endpointId === endpoint._id ? store.secret.value : null
  const url = endpoint.url
  return (
    <li className="ow-webhooks__endpoint">
      <strong className="ow-webhooks__url">{url}</strong>
      <span>{t('webhooks.eventList', { events: endpoint.events.map((event) => t(eventName(event))).join(', ') })}</span>
      {endpoint.enabled ? (
        <span className="ow-webhooks__state">{t('webhooks.on')}</span>
      ) : (
        <span
          className="ow-webhooks__state ow-webhooks__state--off"
          role={endpoint.disabledReason === 'failing' ? 'alert' : undefined}
        >
          {endpoint.disabledReason === 'failing' ? t('webhooks.offFailing') : t('webhooks.offOwner')}
        </span>
      )}
      {endpoint.enabled && endpoint.failingSince && (
        <span className="ow-muted">{t('webhooks.failingSince', { time: formatDateTime(endpoint.failingSince) })}</span>
      )}
      {secret && (
        <div className="ow-webhooks__secret" role="status">
          <p>{t('webhooks.secretShownOnce', { url })}</p>
          <code aria-label={t('webhooks.secretLabel')}>{secret}</code>
          <button type="button" className="ow-button" onClick={() => store.hideSecret()}>
            {t('webhooks.hideSecret')}
          </button>
        </div>
      )}
      <div className="ow-webhooks__actions">
        <button
          type="button"
          className="ow-button"
          aria-label={t('webhooks.edit', { url })}
          onClick={() => store.edit(endpoint)}
        >
          {t('webhooks.editShort')}
        </button>
        {!secret && (
          <button
            type="button"
            className="ow-button"
            aria-label={t('webhooks.showSecret', { url })}
            onClick={() => void store.reveal(endpoint._id)}
          >
            {t('webhooks.secretLabel')}
          </button>
        )}
        <button
          type="button"
          className="ow-button"
          aria-label={t('webhooks.openLog', { url })}
          onClick={() => void store.openLog(endpoint._id)}
        >
          {t('webhooks.logTitle')}
        </button>
        <button
          type="button"
          className="ow-button ow-button--danger-outline"
          aria-label={t('webhooks.delete', { url })}
          onClick={() => store.askDelete(endpoint)}
        >
          {t('webhooks.confirmYes')}
        </button>
      </div>
      {store.log?.endpointId === endpoint._id && <DeliveryLog store={store} />}
    </li>
  )
})

const WebhookForm = observer(function WebhookForm({ store }: { store: WebhooksStore }) {
  const t = useOwnerT()
  const form = store.editing!
  const eventsError = store.endpoint.fieldError('events')
  const named = form._id ? {} : null
  return (
    <ListEditorForm store={store} form={store.endpoint} words="webhooks" named={named} className="ow-webhooks__form">
      {(id) => (
        <>
          <TextField
            id={`${id}-url`}
            label={t('webhooks.url')}
            error={store.endpoint.fieldError('url')}
            hint={t('webhooks.urlHint')}
            type="url"
            inputMode="url"
            value={form.url}
            onValue={(url) => store.setUrl(url)}
          />
          <fieldset className="ow-webhooks__events" aria-describedby={eventsError ? `${id}-events-error` : undefined}>
            <legend>{t('webhooks.events')}</legend>
            {WEBHOOK_EVENT_TYPES.map((event) => (
              <label key={event} className="ow-webhooks__event">
                <input
                  type="checkbox"
                  checked={form.events.includes(event)}
                  onChange={() => store.toggleEvent(event)}
                />
                <span>{t(eventName(event))}</span>
                <code className="ow-muted">{event}</code>
              </label>
            ))}
            {eventsError && (
              <p id={`${id}-events-error`} className="ow-settings__error">
                {eventsError}
              </p>
            )}
          </fieldset>
          <label className="ow-webhooks__event">
            <input
              type="checkbox"
              checked={form.enabled}
              onChange={(event) => store.setEnabled(event.target.checked)}
            />
            <span>{t('webhooks.enabled')}</span>
          </label>
        </>
      )}
    </ListEditorForm>
  )
})
