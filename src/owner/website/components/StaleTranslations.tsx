import { observer } from 'mobx-react-lite'
import { useOwnerT } from '../../i18n'
import { fieldLabel, sectionName } from '../section-names'
import type { WebsiteStore } from '../website-store'
import { languageLabel } from '../language-label'
import { schemaOf } from '../../../sections/section-title'

/**
 * The draft's out-of-date translations, one line each ('Hero: the Hindi of “Title” was written for an earlier
 * text'), with the owner's text now beside the translation readers would still see: in the draft bar, and in the
 * publish question.
 */
export const StaleTranslations = observer(function StaleTranslations({ store }: { store: WebsiteStore }) {
  const t = useOwnerT()
  const stale = store.staleTranslations
  if (stale.length === 0) return null
  return (
    <div className="ow-notice ow-draft__warnings">
      <p className="ow-draft__warnings-title">{t('site.stale.title', { count: stale.length })}</p>
      <ul>
        {stale.map(({ section, stale: translation }) => {
          const field = Object.entries(schemaOf(section.name)?.fields ?? {}).find(
            ([, candidate]) => candidate.key === translation.key,
          )?.[0]
          return (
            <li key={`${section._id}-${translation.key}-${translation.language}`}>
              {t('site.stale.item', {
                section: sectionName(t, section),
                field: fieldLabel(t, section.name, field ?? translation.key),
                language: languageLabel(translation.language),
                text: translation.text,
                translation: translation.translation,
              })}
            </li>
          )
        })}
      </ul>
    </div>
  )
})
