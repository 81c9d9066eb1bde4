import { createContext, useContext, type ReactNode } from 'react'
import { I18nextProvider, useTranslation } from 'react-i18next'
import type { ChatEngine } from './chat-engine'
import type { BundleKey, TranslateValues, WidgetResources } from './i18n'

const EngineContext = createContext<ChatEngine | null>(null)

/**
 * Makes `engine` (and its i18next instance) available to every widget
 * component below: `useEngine()` and `useWidgetT(ns)`.
 *
 * @example
 * <EngineProvider engine={engine}><ChatStateOutlet /></EngineProvider>
 */
export function EngineProvider({ engine, children }: { engine: ChatEngine; children: ReactNode }) {
  return (
    <EngineContext.Provider value={engine}>
      <I18nextProvider i18n={engine.i18n}>{children}</I18nextProvider>
    </EngineContext.Provider>
  )
}

/** The engine of the nearest `EngineProvider`; throws outside one (a wiring bug, not a state to render). */
export function useEngine(): ChatEngine {
  const engine = useContext(EngineContext)
  if (!engine) throw new Error('useEngine() needs an <EngineProvider> above it')
  return engine
}

/** A `t` over one widget namespace, with keys typed from that namespace's `en` bundle. */
export type NamespaceT<N extends keyof WidgetResources> = (
  key: BundleKey<WidgetResources[N]>,
  values?: TranslateValues,
) => string

/**
 * react-i18next's `useTranslation(ns)` on the engine's instance, typed from
 * `WidgetResources` (the page's global i18next types only know `page`).
 *
 * @example
 * const t = useWidgetT('auth')
 * <button>{t('phone.send')}</button>
 */
export function useWidgetT<N extends keyof WidgetResources & string>(ns: N): NamespaceT<N> {
  const { t } = useTranslation(ns as never)
  // i18next's `t(key, options)` takes interpolation values as options; only the key type is narrowed here.
  return t as unknown as NamespaceT<N>
}
