import { observer } from 'mobx-react-lite'
import { useId, useState } from 'react'
import { sectionSchemas } from '../../../sections/schemas'
import { FailureText } from '../../panel-kit/FailureText'
import { useOwnerT } from '../../i18n'
import { sectionName, typeName } from '../section-names'
import type { WebsiteStore } from '../website-store'
import { Form } from '../../../ui/Form'

/**
 * Add a section from the template's library (every registered section type, with starter content), placed after one.
 */
export const AddSection = observer(function AddSection({ store }: { store: WebsiteStore }) {
  const t = useOwnerT()
  const headingId = useId()
  const [name, setName] = useState(sectionSchemas[0]!.name)
  const [after, setAfter] = useState('')
  return (
    <Form
      className="ow-card ow-website__add"
      aria-labelledby={headingId}
      onSubmit={() => void store.add(name, after || undefined)}
    >
      <h4 id={headingId} className="ow-section__name">
        {t('site.add.title')}
      </h4>
      <label className="ow-editor__field">
        <span className="ow-editor__label">{t('site.add.type')}</span>
        <select className="ow-editor__input" value={name} onChange={(event) => setName(event.target.value)}>
          {sectionSchemas.map((schema) => (
            <option key={schema.name} value={schema.name}>
              {typeName(t, schema.name)}
            </option>
          ))}
        </select>
      </label>
      <label className="ow-editor__field">
        <span className="ow-editor__label">{t('site.add.after')}</span>
        <select className="ow-editor__input" value={after} onChange={(event) => setAfter(event.target.value)}>
          <option value="">{t('site.add.end')}</option>
          {store.sections.map((section, index) => (
            <option key={section._id} value={section._id}>
              {`${index + 1}. ${sectionName(t, section)}`}
            </option>
          ))}
        </select>
      </label>
      <FailureText ns="website" failure={store.failures.get('add') ?? null} />
      <button type="submit" className="ow-button" disabled={store.work !== null}>
        {t('site.add.submit')}
      </button>
    </Form>
  )
})
