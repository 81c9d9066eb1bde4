import type { ReactNode } from 'react'

/**
 * 'Go back' of the status screens (not found, content not available): the browser's previous page. On a published
 * page the boot script runs it (`data-action="back"`, `boot/status-action.ts`).
 */
export function GoBackButton({ children }: { children: ReactNode }) {
  return (
    <button type="button" className="button button--ghost" data-action="back" onClick={() => window.history.back()}>
      {children}
    </button>
  )
}
