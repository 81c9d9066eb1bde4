import { observer } from 'mobx-react-lite'
import { useEffect, useId, useRef, useState } from 'react'
import { useOwnerT } from '../i18n'
import { useOwnerApp } from '../owner-context'
import type { NotificationsStore } from './notifications-store'
import { NotificationSettings } from './NotificationSettings'
import './notifications.css'

/**
 * The owner's notifications: after sign-in, the offer (what they bring, and
 * 'Turn on', which alone opens the browser's prompt; 'Not now' is
 * remembered), and the top bar's Notifications button that opens the panel
 * (the offer again, or this device's state and the owner's choices).
 */
export const NotificationsArea = observer(function NotificationsArea() {
  const app = useOwnerApp()
  const t = useOwnerT()
  const store = app.panels.notifications
  const [open, setOpen] = useState(false)
  const id = useId()
  const button = useRef<HTMLButtonElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => void store.check(), [store])
  // The server writes this device's pushes in the app's language: a switch posts the subscription again.
  useEffect(() => {
    const resend = () => void store.resend()
    app.i18n.on('languageChanged', resend)
    return () => app.i18n.off('languageChanged', resend)
  }, [store, app.i18n])
  useEffect(() => {
    if (open) heading.current?.focus()
  }, [open])
  const close = () => {
    setOpen(false)
    store.acknowledge()
    button.current?.focus()
  }
  const offered = store.state === 'offer' || store.state === 'asking'
  return (
    <>
      <button
        ref={button}
        type="button"
        className="ow-button ow-button--quiet ow-notifications__button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen(!open)}
      >
        {t('notifications.button')}
      </button>
      {(open || offered || store.justEnabled) && (
        <section id={`${id}-panel`} className="ow-notifications" aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="ow-heading">
            {offered ? t('notifications.offerTitle') : t('notifications.panelTitle')}
          </h2>
          <NotificationsBody store={store} />
          {(open || store.justEnabled) && (
            <button type="button" className="ow-button ow-button--quiet" onClick={close}>
              {t('notifications.close')}
            </button>
          )}
        </section>
      )}
    </>
  )
})

/**
 * This device's notifications: the offer (also after 'Not now'), why they cannot be had, or that they are on with the
 * owner's choices and 'Turn off'. In the top bar's panel and on the Settings screen Notifications.
 */
export const NotificationsBody = observer(function NotificationsBody({ store }: { store: NotificationsStore }) {
  const t = useOwnerT()
  const offered = store.state === 'offer' || store.state === 'asking' || store.state === 'later'
  return (
    <>
      {offered && <Offer store={store} />}
      {store.state === 'blocked' && <p className="ow-muted">{t('notifications.blocked')}</p>}
      {store.state === 'unsupported' && <p className="ow-muted">{t('notifications.unsupported')}</p>}
      {store.state === 'on' && (
        <>
          <p className="ow-muted" role="status">
            {t('notifications.on')}
          </p>
          <NotificationSettings store={store} />
          <button type="button" className="ow-button" onClick={() => void store.disable()}>
            {t('notifications.turnOff')}
          </button>
        </>
      )}
    </>
  )
})

const Offer = observer(function Offer({ store }: { store: NotificationsStore }) {
  const t = useOwnerT()
  return (
    <>
      <p>{t('notifications.offerText')}</p>
      {store.failed && (
        <p className="ow-error" role="alert">
          {t('notifications.failed')}
        </p>
      )}
      <div className="ow-notifications__actions">
        <button
          type="button"
          className="ow-button ow-button--primary"
          disabled={store.state === 'asking'}
          onClick={() => void store.enable()}
        >
          {store.state === 'asking' ? t('notifications.asking') : t('notifications.turnOn')}
        </button>
        {store.state === 'offer' && (
          <button type="button" className="ow-button ow-button--quiet" onClick={() => store.later()}>
            {t('notifications.notNow')}
          </button>
        )}
      </div>
    </>
  )
})
