import { TranslatorProvider } from '../i18n/translator'
import type { AppData } from './app-data'
import { ChatRoute } from './ChatRoute'
import { NotFoundScreen } from './NotFoundScreen'
import type { PageLoader } from './PageLoader'
import { SitePage } from './SitePage'

/**
 * The routes: `/` (and a site's other published routes), `/logout`, `/chat`; anything else is the 404 screen.
 * The owner inbox (`/owner`) is not hydrated: the server renders its shell (`OwnerShell`), the owner chunk replaces it.
 *
 * `preview` is the preview route's screen (`PageLoader`), rendered when the route is `preview`: the server passes it;
 * the client loads it as a chunk of its own before hydrating a preview, so a published page's JS does not carry it.
 */
export function App({ data, preview }: { data: AppData; preview?: typeof PageLoader }) {
  return <TranslatorProvider bundle={data.strings}>{screen(data, preview)}</TranslatorProvider>
}

/** The preview route's screen, as a chunk of its own: the client loads it before hydrating a preview. */
export const loadPreview = () => import('./PageLoader').then((module) => module.PageLoader)

function screen(data: AppData, Preview?: typeof PageLoader) {
  if (data.route === 'preview' && data.subdomain && Preview) {
    return (
      <Preview
        subdomain={data.subdomain}
        customRoute={data.customRoute}
        editMode={data.editMode}
        Page={SitePage}
        NotFound={NotFoundScreen}
      />
    )
  }
  if (data.page === null || data.route === 'notFound') return <NotFoundScreen />
  const page = <SitePage page={data.page} subdomain={data.subdomain ?? ''} editMode={data.editMode} />
  return data.route === 'chat' ? <ChatRoute>{page}</ChatRoute> : page
}
