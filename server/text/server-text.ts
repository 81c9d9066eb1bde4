import strings from '../../locales/en/server.json'

type Strings = typeof strings
/** Every key of `locales/en/server.json`, e.g. `auth.tokenExpired`. */
export type ServerTextKey = {
  [Group in keyof Strings]: `${Group & string}.${keyof Strings[Group] & string}`
}[keyof Strings]

/**
 * English text of a server message, from `locales/en/server.json`, so the
 * wording of every answer the server gives people lives in one file.
 * `{{name}}` placeholders are filled from `values`. Typed from the JSON: an
 * unknown key does not compile.
 *
 * @example
 * serverText('chat.welcome', { headerTitle: 'Kesar Kitchen' })
 * // 'Welcome to Kesar Kitchen! How can we help you today?'
 */
export function serverText(key: ServerTextKey, values: Record<string, string | number> = {}): string {
  const [group, name] = key.split('.') as [keyof Strings, string]
  const template = (strings[group] as Record<string, string>)[name]!
  return template.replace(/\{\{(\w+)\}\}/g, (whole, placeholder: string) =>
    placeholder in values ? String(values[placeholder]) : whole,
  )
}
