import { observer } from 'mobx-react-lite'
import { languageName } from '../../ui/language-name'
import { TRANSLATED_LANGUAGES, translatedKey } from '../../../contract/translations'
import { useOwnerT, type OwnerKey } from '../i18n'
import type { SectionsStore } from './sections-store'

/** A field's error in words, beside it. */
export function ErrorText({ code, id }: { code: string | undefined; id: string }) {
  const t = useOwnerT()
  if (!code) return null
  return (
    <span id={id} className="ow-studio-error">
      {t(`studio.form.fieldErrors.${code}` as OwnerKey, { defaultValue: t('studio.form.fieldErrors.invalid') })}
    </span>
  )
}

/**
 * A topic's name and description, then each in every other language the site is read in ('Topic 1 name in हिन्दी'),
 * which a reader of that language sees in the widget; left empty, the owner's own. Each box with its error.
 */
export const TopicTexts = observer(function TopicTexts({ store, index }: { store: SectionsStore; index: number }) {
  const t = useOwnerT()
  const topic = store.topics[index] as unknown as Record<string, string | undefined>
  const errors = store.errorsOf('topics')
  const n = { index: index + 1 }
  const boxes = [
    { key: 'name', label: t('studio.topicsView.topicName', n), lang: undefined },
    { key: 'description', label: t('studio.topicsView.topicDescription', n), lang: undefined },
    ...TRANSLATED_LANGUAGES.flatMap((language) => {
      const named = { ...n, language: languageName(language) }
      return [
        { key: translatedKey('name', language), label: t('studio.topicsView.topicNameIn', named), lang: language },
        {
          key: translatedKey('description', language),
          label: t('studio.topicsView.topicDescriptionIn', named),
          lang: language,
        },
      ]
    }),
  ]
  return boxes.map(({ key, label, lang }) => {
    const id = `topic-${index}-${key.replace('@', '-')}`
    const error = errors?.get(`${index}.${key}`)
    return (
      <div key={key} className="ow-studio-field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          lang={lang}
          className="ow-input"
          value={topic[key] ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) =>
            store.editTopic(index, (draft) => ((draft as Record<string, unknown>)[key] = event.target.value))
          }
        />
        <ErrorText code={error} id={`${id}-error`} />
      </div>
    )
  })
})
