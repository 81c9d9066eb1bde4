import type { SessionState } from './session-state'

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

const FIELDS = 'input, textarea, select'
/** Fields are filled this long after the widget last changed, once React has settled the view they are in. */
export const SETTLE_MS = 100

/**
 * What the visitor typed and has not sent (the message box, the address
 * form, a choice in the checkout) is kept in the widget's session state as
 * it is typed, per view (`view()`: the side panel or chat state) and per
 * field (its view's heading and its label), and put back when the same field
 * shows again after a reload or on another page. A form sent forgets its
 * view's input, and a field gone while its view stays its own. The one-time
 * code, passwords and files are never kept.
 */
export function keepDrafts(root: HTMLElement, kept: SessionState, view: () => string): () => void {
  // The fields met so far, with the view and key their input is kept under.
  const seen = new WeakMap<Element, [view: string, key: string]>()
  const onInput = (event: Event) => {
    const field = event.target as Field
    if (!field.matches?.(FIELDS) || secret(field)) return
    const key = keyOf(field)
    seen.set(field, [view(), key])
    if (field instanceof HTMLInputElement && field.type === 'radio') {
      if (field.checked) kept.draft(view(), key, labelOf(field))
    } else if (field instanceof HTMLInputElement && field.type === 'checkbox') {
      kept.draft(view(), key, String(field.checked))
    } else {
      kept.draft(view(), key, field.value)
    }
  }
  const onSubmit = () => kept.sent(view())
  const restore = () => {
    const drafts = kept.value.drafts[view()]
    if (!drafts) return
    for (const field of root.querySelectorAll<Field>(FIELDS)) {
      if (seen.has(field) || secret(field)) continue
      seen.set(field, [view(), keyOf(field)])
      putBack(field, drafts)
    }
  }
  // A field gone while its view stays (sent by its own button, like an image's caption) takes its input with it:
  // it never comes back into the next field of that name (the next file's caption). A view left keeps its input.
  const forget = (node: Node) => {
    if (!(node instanceof Element)) return
    for (const field of [node, ...node.querySelectorAll(FIELDS)]) {
      const place = seen.get(field)
      if (place?.[0] === view() && kept.value.drafts[place[0]]?.[place[1]] !== undefined) kept.draft(...place, '')
    }
  }
  root.addEventListener('input', onInput, true)
  root.addEventListener('change', onInput, true)
  root.addEventListener('submit', onSubmit, true)
  let timer: ReturnType<typeof setTimeout> | undefined
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) mutation.removedNodes.forEach(forget)
    clearTimeout(timer)
    timer = setTimeout(restore, SETTLE_MS)
  })
  observer.observe(root, { childList: true, subtree: true })
  restore()
  return () => {
    clearTimeout(timer)
    observer.disconnect()
    root.removeEventListener('input', onInput, true)
    root.removeEventListener('change', onInput, true)
    root.removeEventListener('submit', onSubmit, true)
  }
}

function putBack(field: Field, drafts: Record<string, string>): void {
  if (field instanceof HTMLInputElement && field.type === 'radio') {
    if (drafts[keyOf(field)] === labelOf(field) && !field.checked) field.click()
    return
  }
  const value = drafts[keyOf(field)]
  if (value === undefined) return
  if (field instanceof HTMLInputElement && field.type === 'checkbox') {
    if (String(field.checked) !== value) field.click()
    return
  }
  if (field.value === value) return
  // The prototype's setter, so React sees the change as typed input.
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set
  setter?.call(field, value)
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }))
}

function secret(field: Field): boolean {
  return (
    field.autocomplete === 'one-time-code' ||
    (field instanceof HTMLInputElement && ['password', 'file', 'hidden'].includes(field.type))
  )
}

/** A field's name in its view: the view's heading and the field's label (a radio: its group's). */
function keyOf(field: Field): string {
  const heading = field.closest('.vw-view')?.querySelector('.vw-view__title')?.textContent ?? ''
  const radio = field instanceof HTMLInputElement && field.type === 'radio'
  return `${heading}|${radio ? groupOf(field) : labelOf(field)}`
}

function labelOf(field: Field): string {
  return (
    field.getAttribute('aria-label') ??
    field.labels?.[0]?.textContent?.trim() ??
    field.getAttribute('name') ??
    field.getAttribute('placeholder') ??
    ''
  )
}

/** A radio group's name: its legend, else its label's. */
function groupOf(field: HTMLInputElement): string {
  return field.closest('fieldset')?.querySelector('legend')?.textContent ?? field.name
}
