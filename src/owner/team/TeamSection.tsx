import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import { DialCodeSelect } from '../../client/sign-in/dial-codes'
import { useOwnerT } from '../i18n'
import { SettingsField } from '../settings/SettingsField'
import { ownerLabel, type TeamStore } from './team-store'
import './team.css'
import { useLoad } from '../panel-kit/use-load'
import { Form } from '../../ui/Form'

/**
 * The Team section under Settings: the site's owners (you marked), a Remove button
 * each (no way out for the only owner), and a form to add an owner by phone.
 * What was done is said in a polite live region; a refusal under the form.
 *
 * @example
 * <TeamSection store={app.panels.team} />
 */
export const TeamSection = observer(function TeamSection({ store }: { store: TeamStore }) {
  const t = useOwnerT()
  const id = useId()
  useLoad(store)
  return (
    <section className="ow-panel ow-team" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="ow-heading">
        {t('team.title')}
      </h3>
      <p className="ow-form__hint">{t('team.intro')}</p>
      {store.request.status === 'loading' && <p role="status">{t('team.loading')}</p>}
      {store.request.status === 'failed' && (
        <button type="button" className="ow-button" onClick={() => void store.load()}>
          {t('team.retry')}
        </button>
      )}
      {store.request.status === 'ready' && (
        <ul className="ow-team__list">
          {store.owners.map((owner) => (
            <li key={owner.id} className="ow-team__owner">
              <span>
                <span className="ow-team__name">{owner.name ?? t('team.unnamed')}</span>
                {owner.you && <span className="ow-team__you">{` (${t('team.you')})`}</span>}
                <span className="ow-team__phone">{`${owner.countryCode} ${owner.phoneNumber}`}</span>
              </span>
              {!(owner.you && store.alone) && (
                <button
                  type="button"
                  className="ow-button ow-button--quiet"
                  disabled={store.removing !== null}
                  onClick={() => void store.remove(owner)}
                >
                  {owner.you ? t('team.removeSelf') : t('team.remove', { who: ownerLabel(owner) })}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {store.request.status === 'ready' && store.alone && <p className="ow-form__hint">{t('team.lastOwner')}</p>}
      <Form className="ow-form" aria-labelledby={`${id}-invite`} noValidate onSubmit={() => void store.invite()}>
        <h4 id={`${id}-invite`} className="ow-form__label">
          {t('team.inviteTitle')}
        </h4>
        <div className="ow-team__phone-row">
          <SettingsField id={`${id}-country`} label={t('team.countryCode')} error={null}>
            {(control) => (
              <DialCodeSelect
                {...control}
                className="ow-input"
                value={store.countryCode}
                onChange={(code) => store.setCountryCode(code)}
              />
            )}
          </SettingsField>
          <SettingsField id={`${id}-phone`} label={t('team.phone')} error={store.failure}>
            {(control) => (
              <input
                {...control}
                className="ow-input"
                type="tel"
                inputMode="numeric"
                value={store.phoneNumber}
                onChange={(event) => store.setPhoneNumber(event.target.value)}
              />
            )}
          </SettingsField>
        </div>
        <SettingsField id={`${id}-name`} label={t('team.name')} error={null}>
          {(control) => (
            <input
              {...control}
              className="ow-input"
              value={store.name}
              onChange={(event) => store.setName(event.target.value)}
            />
          )}
        </SettingsField>
        <button type="submit" className="ow-button ow-button--primary" disabled={store.invitation.busy}>
          {store.invitation.busy ? t('team.inviting') : t('team.invite')}
        </button>
      </Form>
      <p className="ow-team__notice" role="status" aria-live="polite">
        {store.notice}
      </p>
    </section>
  )
})
