import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import type { LinkCopy } from './link-copy'
import './panel-kit.css'

/** What the row says, in the owner's language. */
export interface CopyLinkTexts {
  /** The link field's label (shown, or read to screen readers only when `labelHidden`). */
  label: string
  copy: string
  copied: string
  copyFailed: string
}

/**
 * A link, read-only and selected on focus, with 'Copy link' and what the copy did (a live status): the site's link
 * (the Share tab, 'Ready to sell') and an item's page (the item form).
 *
 * @example
 * <CopyLinkRow link={link} copy={store.linkCopy} onCopy={() => void store.copyLink()} texts={texts} labelHidden />
 */
export const CopyLinkRow = observer(function CopyLinkRow({
  link,
  copy,
  onCopy,
  texts,
  labelHidden = false,
}: {
  link: string
  copy: LinkCopy
  onCopy: () => void
  texts: CopyLinkTexts
  labelHidden?: boolean
}) {
  const id = useId()
  const outcome = copy.outcome
  return (
    <>
      <div className="ow-copy-link">
        <label className={labelHidden ? 'visually-hidden' : undefined} htmlFor={id}>
          {texts.label}
        </label>
        <input id={id} className="ow-input" readOnly value={link} onFocus={(event) => event.target.select()} />
        <button type="button" className="ow-button ow-button--primary" onClick={onCopy}>
          {texts.copy}
        </button>
      </div>
      <p className="ow-muted" role="status">
        {outcome === 'copied' ? texts.copied : outcome === 'failed' ? texts.copyFailed : ''}
      </p>
    </>
  )
})
