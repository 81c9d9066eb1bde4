import type { ReactNode } from 'react'
import { useT } from '../i18n/translator'

/** `/chat`: the chat page on mobile; on desktop the widget opens over the home page. */
export function ChatRoute({ children }: { children: ReactNode }) {
  const t = useT()
  return (
    <>
      <h1 className="visually-hidden">{t('chat.pageTitle')}</h1>
      {children}
    </>
  )
}
