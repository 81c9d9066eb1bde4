import type { pageBundle } from './i18next'

/** Nested keys of a resource bundle as dotted paths: `notFound.title`. */
type Paths<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}` }[keyof T & string]

/**
 * Every key of the `page` namespace (`locales/en/page.json`, `sections.json`, `contact.json` are the source of truth).
 */
export type PageKey = Paths<typeof pageBundle>

/** A resolved resource bundle, as i18next holds it. */
export type Bundle = { [key: string]: string | Bundle }

export type Translate = (key: PageKey, values?: Record<string, string | number>) => string

/**
 * A `t` over a bundle that i18next resolved on the server. The published page
 * ships only this lookup (the i18next runtime is too big for its JS budget);
 * the server hands the bundle over in the page data, so server and client
 * render the same strings. `{{name}}` interpolation as in i18next.
 *
 * @example
 * const t = createTranslator({ notFound: { title: 'Oops!' } })
 * t('notFound.title') // 'Oops!'
 */
export function createTranslator(bundle: Bundle): Translate {
  return (key, values) => {
    let node: string | Bundle | undefined = bundle
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined
    if (typeof node !== 'string') return key
    return values
      ? node.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match))
      : node
  }
}
