import { useEngine, useWidgetT } from '../../../engine/react'

/** Title row of a catalogue panel with the Back button (§2 Back rules through `engine.ui.back()`). */
export function PanelHeader({ title, id }: { title: string; id: string }) {
  const engine = useEngine()
  const t = useWidgetT('catalogue')
  return (
    <header className="vw-catalogue__header">
      <button type="button" className="vw-catalogue__back" aria-label={t('back')} onClick={() => engine.ui.back()}>
        <span aria-hidden="true">←</span>
      </button>
      <h2 id={id} className="vw-catalogue__title">
        {title}
      </h2>
    </header>
  )
}
