import { TranslatorProvider } from '../i18n/translator'
import type { AppData } from './app-data'
import { pageTitle } from '../site/hero-summary'
import { templateRegistry } from '../site/registries'
import { ChatRoute } from './ChatRoute'
import type { ContentNotAvailable } from './ContentNotAvailable'
import type { NotFoundScreen } from './NotFoundScreen'
import type { PageLoader } from './PageLoader'
import { SitePage } from './SitePage'

/**
 * The screens a published page never shows, each a chunk of its own on the client: the preview route's page loader,
 * the 404 screen and the screen of a page whose template is unknown. The server passes them all; the client loads
 * what its route needs before hydrating (`loadScreens`), so a published page's JS does not carry them.
 */
export interface Screens {
  PageLoader?: typeof PageLoader
  NotFoundScreen?: typeof NotFoundScreen
  ContentNotAvailable?: typeof ContentNotAvailable
}

/**
 * The routes: `/` (and a site's other published routes), `/logout`, `/chat`; anything else is the 404 screen.
 * The owner inbox (`/owner`) is not hydrated: the server renders its shell (`AppShell`), the owner chunk replaces it.
 */
export function App({ data, screens }: { data: AppData; screens: Screens }) {
  return <TranslatorProvider bundle={data.strings}>{screen(data, screens)}</TranslatorProvider>
}

const isPreview = (data: AppData) => data.route === 'preview' && !!data.subdomain
const isNotFound = (data: AppData) => data.page === null || data.route === 'notFound'

/** The screens `data`'s route may show (a preview may show any of them), for `App`'s `screens`. */
export async function loadScreens(data: AppData): Promise<Screens> {
  const preview = isPreview(data)
  const unknownTemplate = !!data.page && !templateRegistry.get(data.page.websitePage.templateSlug)
  // The modules themselves: each exports its screen under the name `Screens` gives it.
  const modules = await Promise.all([
    preview && import('./PageLoader'),
    (preview || isNotFound(data)) && import('./NotFoundScreen'),
    (preview || unknownTemplate) && import('./ContentNotAvailable'),
  ])
  return Object.assign({}, ...modules) as Screens
}

function screen(data: AppData, { PageLoader, NotFoundScreen, ContentNotAvailable }: Screens) {
  if (isPreview(data)) {
    return (
      PageLoader && (
        <PageLoader
          subdomain={data.subdomain!}
          customRoute={data.customRoute}
          editMode={data.editMode}
          initial={data.page}
          titleOf={(sections) => pageTitle(sections, data.subdomain!)}
          Page={SitePage}
          NotFound={NotFoundScreen}
          Unavailable={ContentNotAvailable}
        />
      )
    )
  }
  if (isNotFound(data)) return NotFoundScreen && <NotFoundScreen />
  const page = (
    <SitePage
      page={data.page!}
      subdomain={data.subdomain ?? ''}
      editMode={data.editMode}
      Unavailable={ContentNotAvailable}
    />
  )
  return data.route === 'chat' ? <ChatRoute>{page}</ChatRoute> : page
}
