import { useEffect, useState } from 'react'
import { decode } from '../../contract/decode'
import { PAGE_PATH, PageResponse } from '../../contract/page'
import { useT } from '../i18n/translator'
import type { NotFoundScreen } from './NotFoundScreen'
import { PreviewNotice } from './PreviewNotice'
import type { SitePage } from './SitePage'
import type { ContentNotAvailable } from './ContentNotAvailable'

type LoadState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; page: PageResponse }

/**
 * The page loader for a client-side load (owner preview): fetches the
 * page call for a site and route, 'Loading page preview...' meanwhile, the
 * not-found screen when it fails or there is no page. In edit mode (a signed
 * preview link) a notice across the top says that this is a preview.
 */
export function PageLoader({
  subdomain,
  customRoute,
  editMode,
  Page,
  NotFound,
  Unavailable,
}: {
  subdomain: string
  customRoute: string
  editMode: boolean
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
  const [state, setState] = useState<LoadState>({ status: 'loading' })

  useEffect(() => {
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
  }, [subdomain, customRoute])

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
