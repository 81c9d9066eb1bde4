import { languageName } from '../../ui/language-name'
import { TRANSLATED_LANGUAGES, translatedKey } from '../../../contract/translations'
import { TextField } from './SettingsField'

/**
 * A setting's text in each language other than English the site is read in (`awayMessage@hi`: 'Away message in
 * हिन्दी'), which a reader of that language gets in place of the owner's own; left empty, the owner's. Built over the
 * language registry (contract/language.ts), so a language added there adds its box here.
 *
 * @example
 * <TranslatedTextFields id={id} field="awayMessage" values={form} rows={2}
 *   label={(language) => t('settings.hours.awayMessageIn', { language })}
 *   error={(key) => section.fieldError(key)} onValue={(key, value) => section.change(form, key, value)} />
 */
export function TranslatedTextFields<K extends string>(props: {
  id: string
  field: K
  values: Partial<Record<`${K}@${string}`, string>>
  label: (language: string) => string
  error: (key: string) => string | null
  onValue: (key: `${K}@${string}`, value: string) => void
  rows?: number
}) {
  return TRANSLATED_LANGUAGES.map((language) => {
    const key = translatedKey(props.field, language) as `${K}@${string}`
    return (
      <TextField
        key={key}
        id={`${props.id}-${props.field}-${language}`}
        lang={language}
        label={props.label(languageName(language))}
        error={props.error(key)}
        rows={props.rows}
        value={props.values[key] ?? ''}
        onValue={(value) => props.onValue(key, value)}
      />
    )
  })
}
