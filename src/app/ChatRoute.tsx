import { useTranslation } from 'react-i18next'
import type { PageResponse } from '../../contract/page'
import { HomePage } from './HomePage'

/** `/chat` (§2): the chat page on mobile; on desktop the widget opens over the home page. */
export function ChatRoute({ page }: { page: PageResponse }) {
  const { t } = useTranslation()
  return (
    <>
      <h1 className="visually-hidden">{t('chat.pageTitle')}</h1>
      <HomePage page={page} />
    </>
  )
}
