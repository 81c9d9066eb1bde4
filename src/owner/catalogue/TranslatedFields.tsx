import { observer } from 'mobx-react-lite'
import { languageName } from '../../ui/language-name'
import { TRANSLATED_LANGUAGES, translatedKey } from '../../../contract/translations'
import { useOwnerT } from '../i18n'
import { Field, TextField } from './Field'
import type { ItemFormStore } from './item-form-store'

/**
 * More details: the item's name and description in each language other than English the site is read in ('Name in
 * हिन्दी'), which a reader of that language sees in place of the owner's own; left empty, they see the owner's.
 * Built over the language registry (contract/language.ts): a language added there adds its fields here.
 */
export const TranslatedFields = observer(function TranslatedFields({ store }: { store: ItemFormStore }) {
  const t = useOwnerT()
  const input = store.draft!.input as unknown as Record<string, string | undefined>
  return TRANSLATED_LANGUAGES.map((language) => {
    const named = { language: languageName(language) }
    const name = translatedKey('name', language)
    const description = translatedKey('description', language)
    return (
      <fieldset key={language} className="ow-studio-group" lang={language}>
        <legend>{languageName(language)}</legend>
        <TextField
          store={store}
          path={name}
          label={t('studio.form.nameIn', named)}
          value={input[name] ?? ''}
          onText={(text) => (input[name] = text)}
        />
        <Field store={store} path={description} label={t('studio.form.descriptionIn', named)}>
          {(props) => (
            <textarea
              {...props}
              className="ow-input"
              rows={3}
              value={input[description] ?? ''}
              onChange={(event) => store.change(description, () => (input[description] = event.target.value))}
            />
          )}
        </Field>
      </fieldset>
    )
  })
})
