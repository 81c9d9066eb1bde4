import { createContext, useContext } from 'react'
import type { OwnerApp } from './stores/owner-app'

export const OwnerAppContext = createContext<OwnerApp | null>(null)

/** The owner app's root store from `OwnerRoot`; throws outside it (a wiring bug, not a state to render). */
export function useOwnerApp(): OwnerApp {
  const app = useContext(OwnerAppContext)
  if (!app) throw new Error('useOwnerApp() needs <OwnerRoot> above it')
  return app
}
