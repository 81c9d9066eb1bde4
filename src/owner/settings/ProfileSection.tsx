import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../contract/language'
import type { ProfileBody } from '../../../contract/settings'
import { useOwnerT } from '../i18n'
import { ActivityPanel } from '../activity/ActivityPanel'
import { SaveRow } from './PaymentsSection'
import type { SettingsStore } from './settings-store'
import { SettingsField } from './SettingsField'
import { photoAttributes } from '../../ui/photo-attributes'

type TextField = 'name' | 'phone' | 'whatsapp' | 'email' | 'address'
const TEXT_FIELDS: { field: TextField; type: string }[] = [
  { field: 'name', type: 'text' },
  { field: 'phone', type: 'tel' },
  { field: 'whatsapp', type: 'tel' },
  { field: 'email', type: 'email' },
]

/** The business profile: name, phone, WhatsApp, e-mail, address, default language, logo, palette. */
export const ProfileSection = observer(function ProfileSection({ store }: { store: SettingsStore }) {
  const t = useOwnerT()
  const id = useId()
  const form = store.profile!
  const error = (field: string) => store.fieldError('profile', field)
  const set = <K extends keyof ProfileBody>(key: K, value: ProfileBody[K]) => store.change(form, key, value)
  return (
    <section className="ow-settings__section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="ow-heading">
        {t('settings.profile.title')}
      </h3>
      <form
        className="ow-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void store.saveProfile()
        }}
      >
        {TEXT_FIELDS.map(({ field, type }) => (
          <SettingsField key={field} id={`${id}-${field}`} label={t(`settings.profile.${field}`)} error={error(field)}>
            {(control) => (
              <input
                {...control}
                className="ow-input"
                type={type}
                value={form[field]}
                onChange={(event) => set(field, event.target.value)}
              />
            )}
          </SettingsField>
        ))}
        <SettingsField id={`${id}-address`} label={t('settings.profile.address')} error={error('address')}>
          {(control) => (
            <textarea
              {...control}
              className="ow-input"
              rows={3}
              value={form.address}
              onChange={(event) => set('address', event.target.value)}
            />
          )}
        </SettingsField>
        <SettingsField
          id={`${id}-language`}
          label={t('language.defaultLanguage')}
          hint={t('language.defaultLanguageHint')}
          error={error('defaultLanguage')}
        >
          {(control) => (
            <select
              {...control}
              className="ow-input"
              value={form.defaultLanguage ?? 'en'}
              onChange={(event) => set('defaultLanguage', event.target.value as Language)}
            >
              {LANGUAGES.map((language) => (
                <option key={language} value={language} lang={language}>
                  {LANGUAGE_NAMES[language]}
                </option>
              ))}
            </select>
          )}
        </SettingsField>
        <fieldset className="ow-settings__fieldset">
          <legend className="ow-form__label">{t('settings.profile.logo')}</legend>
          {form.logo && (
            <img
              className="ow-settings__logo"
              {...photoAttributes(form.logo, '144px')}
              alt={t('settings.profile.logoAlt')}
            />
          )}
          <div className="ow-actions">
            <label className="ow-button">
              {t('settings.profile.uploadLogo')}
              <input
                type="file"
                accept="image/png,image/jpeg"
                className="ow-visually-hidden"
                onChange={(event) => {
                  const file = event.target.files?.[0]
                  if (file) void store.upload(file, (url) => set('logo', url), 'photo')
                  event.target.value = ''
                }}
              />
            </label>
            {form.logo && (
              <button type="button" className="ow-button ow-button--quiet" onClick={() => set('logo', null)}>
                {t('settings.profile.removeLogo')}
              </button>
            )}
          </div>
          {error('logo') && <p className="ow-settings__error">{error('logo')}</p>}
        </fieldset>
        <fieldset className="ow-settings__fieldset">
          <legend className="ow-form__label">{t('settings.profile.palette')}</legend>
          <div className="ow-settings__palette">
            {Object.entries(form.colorPalette).map(([role, colour]) => (
              <SettingsField key={role} id={`${id}-colour-${role}`} label={role} error={error(`colorPalette.${role}`)}>
                {(control) => (
                  <input
                    {...control}
                    type="color"
                    className="ow-settings__colour"
                    value={/^#[0-9a-f]{6}$/i.test(colour) ? colour : '#000000'}
                    onChange={(event) => set('colorPalette', { ...form.colorPalette, [role]: event.target.value })}
                  />
                )}
              </SettingsField>
            ))}
          </div>
        </fieldset>
        <SaveRow store={store} section="profile" />
      </form>
      <ActivityPanel
        api={store.api}
        subject="settings"
        subjectId="profile"
        changed={store.settings!.activity[0]?._id}
      />
    </section>
  )
})
