import { useEngine, useWidgetT } from '../../../engine/react'
import { LineIcon } from '../../../ui/LineIcon'

/**
 * The header's shop icon, signed in or not (visitors browse): 'Categories', with every topic's categories.
 */
export function BrowseButton() {
  const catalogue = useEngine().plugin('catalogue')
  const t = useWidgetT('catalogue')
  return (
    <button
      type="button"
      className="vw-icon-button vw-header__action"
      aria-label={t('browse')}
      title={t('browse')}
      onClick={() => catalogue.browse()}
    >
      <LineIcon d="M4 9l1.5-5h13L20 9M4 9v10a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1V9M4 9h16M9 20v-6h6v6" />
    </button>
  )
}
