import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import { LANGUAGES } from '../../../contract/language'
import { languageName } from '../../ui/language-name'
import type { ProfileBody } from '../../../contract/settings'
import { BUSINESS_KINDS } from '../../../contract/signup'
import { useOwnerT } from '../i18n'
import { ActivityPanel } from '../activity/ActivityPanel'
import { SaveRow } from '../panel-kit/SaveRow'
import { ImagePicker } from './ImagePicker'
import { PaletteField } from './PaletteField'
import { SectionFrame } from './SectionFrame'
import type { SettingsStore } from './settings-store'
import { SelectField, TextField } from './SettingsField'
import { TranslatedTextFields } from './TranslatedTextFields'
import { photoAttributes } from '../../ui/photo-attributes'

type TextField = 'name' | 'phone' | 'whatsapp' | 'email'
const TEXT_FIELDS: { field: TextField; type: string }[] = [
  { field: 'name', type: 'text' },
  { field: 'phone', type: 'tel' },
  { field: 'whatsapp', type: 'tel' },
  { field: 'email', type: 'email' },
]

/**
 * The business profile: name (and in other languages), phone, WhatsApp, e-mail, address, kind of business, default
 * language, logo, palette.
 */
export const ProfileSection = observer(function ProfileSection({ store }: { store: SettingsStore }) {
  const t = useOwnerT()
  const id = useId()
  const section = store.profile
  const form = section.form!
  const error = (field: string) => section.fieldError(field)
  const set = <K extends keyof ProfileBody>(key: K, value: ProfileBody[K]) => section.change(form, key, value)
  return (
    <SectionFrame
      id={id}
      title={t('settings.profile.title')}
      onSubmit={() => void store.saveProfile()}
      activity={<ActivityPanel {...store.activityOf('profile')} />}
    >
      {TEXT_FIELDS.map(({ field, type }) => [
        <TextField
          key={field}
          id={`${id}-${field}`}
          label={t(`settings.profile.${field}`)}
          error={error(field)}
          type={type}
          value={form[field]}
          onValue={(value) => set(field, value)}
        />,
        // The name in other languages: the chat widget's title for their readers.
        field === 'name' && (
          <TranslatedTextFields
            key="name-in"
            id={id}
            field="name"
            values={form}
            label={(language) => t('settings.profile.nameIn', { language })}
            error={error}
            onValue={(key, value) => set(key as 'name@hi', value)}
          />
        ),
      ])}
      <TextField
        id={`${id}-address`}
        label={t('settings.profile.address')}
        error={error('address')}
        rows={3}
        value={form.address}
        onValue={(value) => set('address', value)}
      />
      <SelectField
        id={`${id}-kind`}
        label={t('settings.profile.kind')}
        hint={t('settings.profile.kindHint')}
        error={error('businessKind')}
        value={form.businessKind ?? 'other'}
        options={BUSINESS_KINDS.map((kind) => ({ value: kind, label: t(`settings.profile.kinds.${kind}`) }))}
        onValue={(kind) => set('businessKind', kind)}
      />
      <SelectField
        id={`${id}-language`}
        label={t('language.defaultLanguage')}
        hint={t('language.defaultLanguageHint')}
        error={error('defaultLanguage')}
        value={form.defaultLanguage ?? 'en'}
        options={LANGUAGES.map((language) => ({ value: language, label: languageName(language), lang: language }))}
        onValue={(language) => set('defaultLanguage', language)}
      />
      <ImagePicker
        store={store}
        legend={t('settings.profile.logo')}
        uploadLabel={t('settings.profile.uploadLogo')}
        removeLabel={t('settings.profile.removeLogo')}
        error={error('logo')}
        url={form.logo}
        onUrl={(url) => set('logo', url)}
        photo
      >
        {form.logo && (
          <img
            className="ow-settings__logo"
            {...photoAttributes(form.logo, '144px')}
            alt={t('settings.profile.logoAlt')}
          />
        )}
      </ImagePicker>
      <PaletteField
        id={id}
        legend={t('settings.profile.palette')}
        palette={form.colorPalette}
        error={error}
        onPalette={(palette) => set('colorPalette', palette)}
      />
      <SaveRow form={section} label={t('settings.profile.save')} disabled={store.busy} />
    </SectionFrame>
  )
})
