import { useEngine, useWidgetT } from '../../engine/react'
import './panel.css'

/**
 * The title row of a widget view, with a Back button when `back` is given
 * (default for side panels: `engine.ui.back()`, which follows the Back target
 * each plugin declared for its panel).
 *
 * @example
 * <PanelHeader id={titleId} title={t('categories')} back />
 */
export function PanelHeader({ title, id, back = false }: { title: string; id: string; back?: boolean | (() => void) }) {
  const engine = useEngine()
  const t = useWidgetT('widget')
  return (
    <header className="vw-view__header">
      {back !== false && (
        <button
          type="button"
          className="vw-view__back"
          aria-label={t('panel.back')}
          onClick={back === true ? () => engine.ui.back() : back}
        >
          <span aria-hidden="true">←</span>
        </button>
      )}
      <h2 id={id} className="vw-view__title">
        {title}
      </h2>
    </header>
  )
}
