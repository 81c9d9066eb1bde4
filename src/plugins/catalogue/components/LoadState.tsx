import { observer } from 'mobx-react-lite'
import { useEngine, useWidgetT } from '../../../engine/react'

/** Loading and error lines shared by the catalogue panels; renders nothing when idle. */
export const LoadState = observer(function LoadState() {
  const catalogue = useEngine().plugin('catalogue')
  const t = useWidgetT('catalogue')
  if (catalogue.loading)
    return (
      <p className="vw-catalogue__status" role="status">
        {t('loading')}
      </p>
    )
  if (catalogue.error)
    return (
      <div className="vw-catalogue__status vw-catalogue__status--error" role="alert">
        <p>{catalogue.error}</p>
        <button type="button" className="vw-catalogue__retry" onClick={() => void catalogue.retry()}>
          {t('retry')}
        </button>
      </div>
    )
  return null
})
