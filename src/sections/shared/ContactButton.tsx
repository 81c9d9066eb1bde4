import type { SectionContext } from '../../registry/define-section'
import { useT } from '../../i18n/translator'

/**
 * A button opening the contact modal (on a published page the boot script opens it: `data-contact`). In owner
 * edit mode the page makes `openContact` a no-op; the button says so instead of silently doing nothing.
 */
export function ContactButton({
  text,
  context,
  className = 'button button--primary',
}: {
  text: string
  context: SectionContext
  className?: string
}) {
  const t = useT()
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      data-contact=""
      aria-disabled={context.editMode || undefined}
      title={context.editMode ? t('sections.contactOffInEditMode') : undefined}
      onClick={() => context.openContact()}
    >
      {text}
    </button>
  )
}
