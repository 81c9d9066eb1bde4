import { useWidgetT } from '../../engine/react'
import './panel.css'

/**
 * The loading line, or the error with a 'Try again' button, of a widget
 * view; nothing when idle. `loadingText` and `error` come translated.
 *
 * @example
 * <PanelLoadState
 *   loading={store.loading}
 *   error={store.error}
 *   loadingText={t('loading')}
 *   onRetry={() => void store.retry()}
 * />
 */
export function PanelLoadState({
  loading,
  error,
  loadingText,
  onRetry,
}: {
  loading: boolean
  error: string | null
  loadingText: string
  onRetry: () => void
}) {
  const t = useWidgetT('widget')
  if (loading)
    return (
      <p className="vw-view__status" role="status">
        {loadingText}
      </p>
    )
  if (error)
    return (
      <div className="vw-view__status vw-view__status--error" role="alert">
        <p>{error}</p>
        <button type="button" className="vw-view__retry" onClick={onRetry}>
          {t('panel.retry')}
        </button>
      </div>
    )
  return null
}
