import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { LANGUAGES, type Language } from '../../../contract/language'
import { languageName } from '../../ui/language-name'
import { useOwnerT } from '../i18n'
import { switchOwnerLanguage } from '../owner-language'

/** The owner app's language: each language named in itself; a choice switches the whole app at once. */
export const LanguageSwitch = observer(function LanguageSwitch() {
  const t = useOwnerT()
  const { i18n } = useTranslation()
  const id = useId()
  const current = LANGUAGES.find((language) => language === i18n.language) ?? 'en'
  return (
    <span className="ow-topbar__language">
      <label htmlFor={id} className="visually-hidden">
        {t('language.switch')}
      </label>
      <select
        id={id}
        className="ow-input"
        value={current}
        onChange={(event) => void switchOwnerLanguage(i18n, event.target.value as Language)}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {languageName(language)}
          </option>
        ))}
      </select>
    </span>
  )
})
