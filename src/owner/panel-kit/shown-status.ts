import type { LoadStatus } from '../../client/store/loadable'

/**
 * A panel's first load as its view shows it: loading until the answer is here (before the first ask too, so the view
 * never flashes an empty state), then ready or failed.
 *
 * @example
 * get status() { return shownStatus(this.pages) } // 'loading' → skeleton, 'failed' → failureIn(this.pages)
 */
export function shownStatus(slot: { readonly status: LoadStatus }): Exclude<LoadStatus, 'idle'> {
  return slot.status === 'idle' ? 'loading' : slot.status
}
