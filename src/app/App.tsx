import { TranslatorProvider } from '../i18n/translator'
import type { AppData } from './app-data'
import { ChatRoute } from './ChatRoute'
import { NotFoundScreen } from './NotFoundScreen'
import { PageLoader } from './PageLoader'
import { SitePage } from './SitePage'

/**
 * The routes: `/` (and a site's other published routes), `/logout`, `/chat`; anything else is the 404 screen.
 * The owner inbox (`/owner`) is not hydrated: the server renders its shell (`OwnerShell`), the owner chunk replaces it.
 */
export function App({ data }: { data: AppData }) {
  return <TranslatorProvider bundle={data.strings}>{screen(data)}</TranslatorProvider>
}

function screen(data: AppData) {
  if (data.route === 'preview' && data.subdomain) {
    return <PageLoader subdomain={data.subdomain} customRoute={data.customRoute} editMode={data.editMode} />
  }
  if (data.page === null || data.route === 'notFound') return <NotFoundScreen />
  const page = <SitePage page={data.page} subdomain={data.subdomain ?? ''} editMode={data.editMode} />
  return data.route === 'chat' ? <ChatRoute>{page}</ChatRoute> : page
}
