import strings from '../../../locales/en/server.json'

/** Wording of the catalogue answers, from `locales/en/server.json`. */
export const catalogueText = strings.catalogue
