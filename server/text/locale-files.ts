import { LANGUAGES, type Language } from '../../contract/language.js'

/**
 * One file of every language's folder of `locales/` (`server`, `stages`, `section-starters`, `starter-copy`), for
 * the server, read once at start: the languages come from `contract/language.ts`, so a language's folder is all the
 * server needs of it. The bundler takes in every `locales/<language>/<file>.json` the template matches.
 */
async function read<T>(file: string): Promise<Record<Language, T>> {
  const loaded = await Promise.all(
    LANGUAGES.map(async (language) => {
      const json = (await import(`../../locales/${language}/${file}.json`, { with: { type: 'json' } })) as {
        default: T
      }
      return [language, json.default] as const
    }),
  )
  return Object.fromEntries(loaded) as Record<Language, T>
}

type Table = Record<string, Record<string, string>>

/**
 * The server's messages (`server.json`), the invoices' words (`invoice.json`), the order stages' names
 * (`stages.json`), the editor's section starters, the product labels' names.
 */
export const localeFiles = {
  server: await read<Table>('server'),
  invoice: await read<Table>('invoice'),
  stages: await read<Record<string, string>>('stages'),
  sectionStarters: await read<Table>('section-starters'),
  starterCopy: await read<unknown>('starter-copy'),
  /** The product's labels' names (`product`), for the owner's Customers CSV. */
  ownerLabels: await read<{ product: Record<string, string> }>('owner-labels'),
}
