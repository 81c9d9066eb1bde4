/**
 * The loading line or the error with a retry button of a widget panel;
 * nothing when idle. Texts come translated.
 */
export function PanelLoadState({
  loading,
  error,
  loadingText,
  retryText,
  onRetry,
}: {
  loading: boolean
  error: string | null
  loadingText: string
  retryText: string
  onRetry: () => void
}) {
  if (loading)
    return (
      <p className="vw-catalogue__status" role="status">
        {loadingText}
      </p>
    )
  if (error)
    return (
      <div className="vw-catalogue__status vw-catalogue__status--error" role="alert">
        <p>{error}</p>
        <button type="button" className="vw-catalogue__retry" onClick={onRetry}>
          {retryText}
        </button>
      </div>
    )
  return null
}
