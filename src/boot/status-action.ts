/**
 * The 404 and 'Content Not Available' screens' buttons, by their `data-action`: `back` goes back, `reload` reloads,
 * `retry` says it is refreshing (`data-busy-text`), turns itself off and reloads after `data-delay` ms (the 404
 * screen's `REFRESH_DELAY_MS`).
 */
export function runStatusAction(button: HTMLButtonElement): void {
  const action = button.dataset.action
  if (action === 'back') history.back()
  else if (action === 'reload') location.reload()
  else if (action === 'retry') {
    button.disabled = true
    if (button.dataset.busyText) button.textContent = button.dataset.busyText
    setTimeout(() => location.reload(), Number(button.dataset.delay))
  }
}
