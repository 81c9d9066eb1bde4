/**
 * What the page entry imports at `/start`: a step with no dependencies of its own, so the entry carries one chunk
 * name for the sign-up instead of every chunk it needs (the page's JS budget is tight).
 */
export function loadStartApp(root: HTMLElement): void {
  void import('./mount').then((start) => start.mountStart(root))
}
