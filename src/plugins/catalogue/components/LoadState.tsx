import { observer } from 'mobx-react-lite'
import { useEngine, useWidgetT } from '../../../engine/react'
import { PanelLoadState } from '../../../widget/ui/PanelLoadState'

/** Loading and error lines shared by the catalogue panels; renders nothing when idle. */
export const LoadState = observer(function LoadState() {
  const catalogue = useEngine().plugin('catalogue')
  const t = useWidgetT('catalogue')
  return (
    <PanelLoadState
      loading={catalogue.loading}
      error={catalogue.error}
      loadingText={t('loading')}
      onRetry={() => void catalogue.retry()}
    />
  )
})
