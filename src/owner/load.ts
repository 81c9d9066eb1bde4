/**
 * What the page entry imports at `/owner`: a step with no dependencies of
 * its own, so the entry carries one chunk name for the owner app instead of
 * the list of every chunk the app needs (the page's JS budget is tight);
 * the app's chunks are then fetched from here, in parallel.
 */
export function loadOwnerApp(root: HTMLElement, _data?: unknown): void {
  void import('./mount').then((owner) => owner.mountOwner(root))
}
