import { TranslatorProvider } from '../i18n/translator'
import type { AppData } from './app-data'
import { ChatRoute } from './ChatRoute'
import { NotFoundScreen } from './NotFoundScreen'
import { OwnerShell } from './OwnerShell'
import { PageLoader } from './PageLoader'
import { SitePage } from './SitePage'

/** The routes of §2: `/` (and a site's other published routes), `/logout`, `/chat`, and the owner inbox `/owner`; anything else is the 404 screen. */
export function App({ data }: { data: AppData }) {
  return <TranslatorProvider bundle={data.strings}>{screen(data)}</TranslatorProvider>
}

function screen(data: AppData) {
  if (data.route === 'owner') return <OwnerShell />
  if (data.route === 'preview' && data.subdomain) {
    return <PageLoader subdomain={data.subdomain} customRoute={data.customRoute} editMode={data.editMode} />
  }
  if (data.page === null || data.route === 'notFound') return <NotFoundScreen />
  const page = <SitePage page={data.page} subdomain={data.subdomain ?? ''} editMode={data.editMode} />
  return data.route === 'chat' ? <ChatRoute>{page}</ChatRoute> : page
}
