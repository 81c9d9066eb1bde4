import { useEffect, useState } from 'react'
import { decode } from '../../contract/decode'
import { PAGE_PATH, PageResponse } from '../../contract/page'
import { useT } from '../i18n/translator'
import type { NotFoundScreen } from './NotFoundScreen'
import { PREVIEW_READY, PreviewMessage, type PreviewReady } from '../../contract/preview-message'
import { PreviewNotice } from './PreviewNotice'
import type { SitePage } from './SitePage'
import type { ContentNotAvailable } from './ContentNotAvailable'

type LoadState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; page: PageResponse }

/**
 * The owner preview's page: the draft the server rendered it with
 * (`initial`), else the page call's answer fetched here ('Loading page
 * preview...' meanwhile, the not-found screen when it fails). In edit mode
 * (a signed preview link) a notice across the top says that this is a
 * preview, and the owner app that frames it may send the draft's sections
 * as the owner types (`PreviewMessage`, same origin only), which replace
 * the shown ones. The tab's title is the site's.
 */
export function PageLoader({
  subdomain,
  customRoute,
  editMode,
  initial,
  titleOf,
  Page,
  NotFound,
  Unavailable,
}: {
  subdomain: string
  customRoute: string
  editMode: boolean
  /** The page as the server rendered it (the owner's draft); without it, the page call is fetched. */
  initial?: PageResponse | null
  /**
   * The tab's title for the page's sections (`pageTitle`), handed in like `Page`: importing the site's registries here
   * would split the page's JS.
   */
  titleOf?: (sections: PageResponse['websitePage']['sections']) => string
  /**
   * The published page (`SitePage`) and the not-found screen (`NotFoundScreen`), handed in: the client loads this
   * screen as a chunk of its own, which then takes them from the page's JS instead of splitting it.
   */
  Page: typeof SitePage
  NotFound?: typeof NotFoundScreen
  /** What the page shows when its template is unknown (`ContentNotAvailable`), handed to `Page`. */
  Unavailable?: typeof ContentNotAvailable
}) {
  const t = useT()
  const [state, setState] = useState<LoadState>(initial ? { status: 'loaded', page: initial } : { status: 'loading' })

  const loaded = state.status === 'loaded'
  useEffect(() => {
    if (!editMode || !loaded) return
    const listen = (event: MessageEvent) => {
      if (event.origin !== location.origin || event.source !== window.parent) return
      const message = decode(PreviewMessage, event.data, 'message')
      if (!message.ok) return
      const sections = message.value.sections.filter((section) => section.status !== 'hide')
      setState((current) =>
        current.status === 'loaded'
          ? { status: 'loaded', page: { ...current.page, websitePage: { ...current.page.websitePage, sections } } }
          : current,
      )
    }
    addEventListener('message', listen)
    // Listening now: the owner app sends the draft as it is (it may have been typed while this page loaded).
    if (window.parent !== window)
      window.parent.postMessage({ type: PREVIEW_READY } satisfies PreviewReady, location.origin)
    return () => removeEventListener('message', listen)
  }, [editMode, loaded])

  const page = state.status === 'loaded' ? state.page : null
  useEffect(() => {
    if (page && titleOf) document.title = titleOf(page.websitePage.sections)
  }, [page, titleOf])

  useEffect(() => {
    if (initial) return
    const controller = new AbortController()
    const query = new URLSearchParams({ subdomain, customRoute })
    fetch(`${PAGE_PATH}?${query}`, { credentials: 'include', signal: controller.signal, headers: { timeout: '1000' } })
      .then(async (response) => {
        const result = decode(PageResponse, response.ok ? await response.json() : null, 'page')
        setState(result.ok ? { status: 'loaded', page: result.value } : { status: 'failed' })
      })
      .catch((error: unknown) => {
        if ((error as Error).name !== 'AbortError') setState({ status: 'failed' })
      })
    return () => controller.abort()
  }, [subdomain, customRoute, initial])

  return (
    <>
      {editMode && <PreviewNotice customRoute={customRoute} />}
      {state.status === 'loading' ? (
        <main className="status-screen" aria-busy="true">
          <p className="status-screen__loading" role="status">
            {t('app.loadingPreview')}
          </p>
        </main>
      ) : state.status === 'failed' ? (
        NotFound && <NotFound />
      ) : (
        <Page page={state.page} subdomain={subdomain} editMode={editMode} Unavailable={Unavailable} />
      )}
    </>
  )
}
