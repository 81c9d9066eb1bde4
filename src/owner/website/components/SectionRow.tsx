import { observer } from 'mobx-react-lite'
import { useEffect, useRef } from 'react'
import type { Section } from '../../../../contract/page'
import { sectionTitle } from '../../../sections/section-title'
import { FailureText } from '../../panel-kit/FailureText'
import { useOwnerT } from '../../i18n'
import { sectionName, typeName } from '../section-names'
import type { WebsiteStore } from '../website-store'
import { SectionEditorForm } from './SectionEditorForm'

/**
 * One section of the draft: its title (from its content, else its type's name) and type, shown or hidden, view mode;
 * Edit, Show/Hide, Move up/down, Duplicate, Remove; its form when open.
 */
export const SectionRow = observer(function SectionRow({
  section,
  position,
  count,
  store,
}: {
  section: Section
  position: number
  count: number
  store: WebsiteStore
}) {
  const t = useOwnerT()
  const type = typeName(t, section.name)
  const title = sectionName(t, section)
  const label = t('site.row.label', { title, type, position: position + 1 })
  const shown = section.status === 'shown'
  const editing = store.editor?.section._id === section._id
  return (
    <article className={`ow-card ow-section${shown ? '' : ' ow-section--hidden'}`} aria-label={label}>
      <div className="ow-section__top">
        <div className="ow-section__text">
          <h4 className="ow-section__name">
            <span className="ow-section__position" aria-hidden="true">
              {position + 1}.
            </span>{' '}
            {title}
          </h4>
          {sectionTitle(section) && <p className="ow-muted ow-section__hint">{t('site.row.type', { type })}</p>}
          <p className="ow-section__facts">
            <span className={`ow-pill ${shown ? 'ow-pill--ok' : ''}`}>
              {t(shown ? 'website.sections.shown' : 'website.sections.hidden')}
            </span>
            <span className="ow-muted">{t(`website.sections.viewModes.${section.viewMode}`)}</span>
          </p>
        </div>
        <SectionActions section={section} position={position} count={count} store={store} label={label} />
      </div>
      <FailureText ns="website" failure={store.failures.get(section._id) ?? null} />
      {editing && store.editor && <SectionEditorForm editor={store.editor} label={label} store={store} />}
    </article>
  )
})

/**
 * A section's Edit, Show/Hide, Move up/down, Duplicate and Remove; after a move, the focus stays on the moved
 * section's arrow (the other one at the top or the bottom).
 */
const SectionActions = observer(function SectionActions({
  section,
  position,
  count,
  store,
  label,
}: {
  section: Section
  position: number
  count: number
  store: WebsiteStore
  label: string
}) {
  const t = useOwnerT()
  const up = useRef<HTMLButtonElement>(null)
  const down = useRef<HTMLButtonElement>(null)
  const shown = section.status === 'shown'
  const busy = store.work !== null
  const editing = store.editor?.section._id === section._id
  const moved = store.moved
  useEffect(() => {
    if (moved?.sectionId !== section._id) return
    const wanted = moved.direction === -1 ? up.current : down.current
    const other = moved.direction === -1 ? down.current : up.current
    ;(wanted && !wanted.disabled ? wanted : other)?.focus()
    store.focused()
  }, [moved, section._id, store])
  return (
    <div className="ow-actions ow-section__actions">
      <button
        type="button"
        className="ow-button ow-button--small"
        aria-expanded={editing}
        aria-label={t('website.sections.editOf', { section: label })}
        onClick={() => (editing ? store.closeEditor() : store.edit(section._id))}
      >
        {t('website.sections.edit')}
      </button>
      <button
        type="button"
        className="ow-button ow-button--small"
        disabled={busy}
        aria-label={t(shown ? 'website.sections.hideOf' : 'website.sections.showOf', { section: label })}
        onClick={() => void store.setShown(section, !shown)}
      >
        {t(shown ? 'website.sections.hide' : 'website.sections.show')}
      </button>
      <button
        ref={up}
        type="button"
        className="ow-button ow-button--small ow-section__move"
        disabled={busy || position === 0}
        aria-label={t('website.sections.moveUp', { section: label })}
        onClick={() => void store.move(section._id, -1)}
      >
        <span aria-hidden="true">↑</span>
      </button>
      <button
        ref={down}
        type="button"
        className="ow-button ow-button--small ow-section__move"
        disabled={busy || position === count - 1}
        aria-label={t('website.sections.moveDown', { section: label })}
        onClick={() => void store.move(section._id, 1)}
      >
        <span aria-hidden="true">↓</span>
      </button>
      <button
        type="button"
        className="ow-button ow-button--small"
        disabled={busy}
        aria-label={t('site.row.duplicateOf', { section: label })}
        onClick={() => void store.duplicate(section._id)}
      >
        {t('site.row.duplicate')}
      </button>
      <button
        type="button"
        className="ow-button ow-button--small ow-button--danger-outline"
        disabled={busy}
        aria-label={t('site.row.removeOf', { section: label })}
        onClick={() => void store.remove(section._id)}
      >
        {t('site.row.remove')}
      </button>
    </div>
  )
})
