import { createContext, useContext, type ReactNode } from 'react'

import { createTranslator, type Bundle, type Translate } from './translate'

export { createTranslator, type Bundle, type PageKey, type Translate } from './translate'

const TranslatorContext = createContext<Translate>((key) => key)

export function TranslatorProvider({ bundle, children }: { bundle: Bundle; children: ReactNode }) {
  return <TranslatorContext.Provider value={createTranslator(bundle)}>{children}</TranslatorContext.Provider>
}

/** The page's `t`. */
export function useT(): Translate {
  return useContext(TranslatorContext)
}
