/**
 * An owner list that could not load: why (the server's words when it gave any), in an alert, and a button to try
 * again.
 *
 * @example
 * <ListFailed message={failure.message} retry={t('inbox.retry')} onRetry={() => void inbox.load()} />
 */
export function ListFailed(props: { message: string; retry: string; onRetry(): void }) {
  return (
    <div className="ow-list__state">
      <p className="ow-error" role="alert">
        {props.message}
      </p>
      <button type="button" className="ow-button" onClick={props.onRetry}>
        {props.retry}
      </button>
    </div>
  )
}
