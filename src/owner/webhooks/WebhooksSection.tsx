import { observer } from 'mobx-react-lite'
import { useEffect, useId, useRef } from 'react'
import { WEBHOOK_EVENT_TYPES, type WebhookEndpoint } from '../../../contract/webhooks'
import { useListEditor } from '../panel-kit/use-list-editor'
import { useOwnerT, type OwnerKey } from '../i18n'
import { ConfirmDialog } from '../panel-kit/ConfirmDialog'
import { formatDateTime } from '../panel-kit/format'
import { TextField } from '../settings/SettingsField'
import { SaveRow } from '../panel-kit/SaveRow'
import { failureIn } from '../panel-kit/errors'
import { DeliveryLog } from './DeliveryLog'
import type { WebhooksStore } from './webhooks-store'
import './webhooks.css'
import { Form } from '../../ui/Form'
import { LoadedSection } from '../settings/SectionFrame'

const eventName = (event: string): OwnerKey => `webhooks.eventNames.${event}` as OwnerKey

/**
 * Settings, Webhooks: the endpoints (URL, events, on or off, a notice when
 * one was switched off for failing), one edited at a time in place of the
 * list; a new endpoint's signing secret shown right after it is made, and
 * again on request; each endpoint's delivery log with 'Resend'.
 */
export const WebhooksSection = observer(function WebhooksSection({ store }: { store: WebhooksStore }) {
  const t = useOwnerT()
  // Back from the form (saved or cancelled): the keyboard returns to 'Add'.
  const addRef = useListEditor(store, store.editing !== null)
  return (
    <LoadedSection
      title={t('webhooks.title')}
      intro={t('webhooks.intro')}
      loading={t('webhooks.loading')}
      request={store.request}
      failure={store.failure ?? failureIn(store.request)}
      wide
      className="ow-webhooks"
    >
      {store.editing && <WebhookForm store={store} />}
      {store.request.status === 'ready' && !store.editing && (
        <>
          {store.endpoints.length === 0 && <p>{t('webhooks.none')}</p>}
          <ul className="ow-webhooks__list">
            {store.endpoints.map((endpoint) => (
              <EndpointRow key={endpoint._id} store={store} endpoint={endpoint} />
            ))}
          </ul>
          <button ref={addRef} type="button" className="ow-button" onClick={() => store.edit(null)}>
            {t('webhooks.add')}
          </button>
        </>
      )}
      {store.confirmingDelete && (
        <ConfirmDialog
          title={t('webhooks.title')}
          text={t('webhooks.confirmDelete')}
          confirmLabel={t('webhooks.confirmYes')}
          keepLabel={t('webhooks.confirmNo')}
          busy={false}
          onConfirm={() => void store.remove(store.confirmingDelete!)}
          onKeep={() => store.askDelete(null)}
        />
      )}
    </LoadedSection>
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
          onClick={() => store.askDelete(endpoint._id)}
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
  const id = useId()
  const form = store.editing!
  const urlRef = useRef<HTMLInputElement>(null)
  useEffect(() => urlRef.current?.focus(), [])
  const eventsError = store.endpoint.fieldError('events')
  return (
    <Form className="ow-webhooks__form" aria-labelledby={`${id}-title`} onSubmit={() => void store.save()}>
      <h4 id={`${id}-title`}>{form._id ? t('webhooks.formTitleEdit') : t('webhooks.formTitleNew')}</h4>
      <TextField
        id={`${id}-url`}
        label={t('webhooks.url')}
        error={store.endpoint.fieldError('url')}
        hint={t('webhooks.urlHint')}
        ref={urlRef}
        type="url"
        inputMode="url"
        value={form.url}
        onValue={(url) => store.setUrl(url)}
      />
      <fieldset className="ow-webhooks__events" aria-describedby={eventsError ? `${id}-events-error` : undefined}>
        <legend>{t('webhooks.events')}</legend>
        {WEBHOOK_EVENT_TYPES.map((event) => (
          <label key={event} className="ow-webhooks__event">
            <input type="checkbox" checked={form.events.includes(event)} onChange={() => store.toggleEvent(event)} />
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
        <input type="checkbox" checked={form.enabled} onChange={(event) => store.setEnabled(event.target.checked)} />
        <span>{t('webhooks.enabled')}</span>
      </label>
      <SaveRow form={store.endpoint} label={t('webhooks.save')}>
        <button type="button" className="ow-button" onClick={() => store.cancel()}>
          {t('webhooks.cancel')}
        </button>
      </SaveRow>
    </Form>
  )
})
