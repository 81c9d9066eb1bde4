import { useId } from 'react'

/** How the last copy went (`ShareStore.copy`, `ShareStore.feedCopy`); null before any. */
type CopyOutcome = 'copied' | 'failed' | null

/**
 * An address to copy: a read-only field (selected on focus) with its hidden label, the copy button, and the live
 * line that says whether the copy worked.
 *
 * @example
 * <CopyRow label="Link to your site" value={link} copy="Copy link" onCopy={copyLink} outcome={store.copy}
 *   copied="Link copied" failed="Copying did not work here: select the link and copy it" />
 */
export function CopyRow(props: {
  label: string
  value: string
  copy: string
  onCopy: () => void
  outcome: CopyOutcome
  copied: string
  failed: string
}) {
  const id = useId()
  return (
    <>
      <div className="ow-share__link-row">
        <label className="ow-visually-hidden" htmlFor={id}>
          {props.label}
        </label>
        <input id={id} className="ow-input" readOnly value={props.value} onFocus={(event) => event.target.select()} />
        <button type="button" className="ow-button ow-button--primary" onClick={props.onCopy}>
          {props.copy}
        </button>
      </div>
      <p className="ow-muted" role="status">
        {props.outcome === 'copied' ? props.copied : props.outcome === 'failed' ? props.failed : ''}
      </p>
    </>
  )
}
