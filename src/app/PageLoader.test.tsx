// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PAGE_PATH, type PageResponse } from '../../contract/page'
import { pageBundle } from '../i18n/i18next'
import { TranslatorProvider } from '../i18n/translator'
import { OWNER_APP_PATH } from './EditWebsiteBanner'
import { NotFoundScreen } from './NotFoundScreen'
import { PageLoader } from './PageLoader'
import { SitePage } from './SitePage'
import { testSection } from '../../contract/testing/test-section'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const page: PageResponse = {
  message: 'success',
  websitePage: {
    templateSlug: 'product-v1',
    colorPalette: {},
    sections: [
      testSection(
        'Main Header',
        [
          ['Logo Text', 'Kesar Kitchen'],
          ['Title', 'Masalas ground on Tuesday'],
        ],
        { _id: 'hero' },
      ),
    ],
  },
  isPremium: false,
  logo: null,
  installedWidgets: {},
  headerSection: null,
  footerSection: null,
  mobFooterSection: null,
}

const withStrings = (node: ReactNode) => render(<TranslatorProvider bundle={pageBundle}>{node}</TranslatorProvider>)

describe('the owner preview', () => {
  it('says it is a preview, while loading and once the page is there, and links to the live page', async () => {
    const fetch = vi.fn(
      async (_url: string) =>
        new Response(JSON.stringify(page), { status: 200, headers: { 'content-type': 'application/json' } }),
    )
    vi.stubGlobal('fetch', fetch)
    withStrings(
      <PageLoader subdomain="demo" customRoute="/offers" editMode Page={SitePage} NotFound={NotFoundScreen} />,
    )

    const notice = screen.getByRole('complementary', { name: 'Preview notice' })
    expect(notice.textContent).toContain('Preview')
    expect(notice.textContent).toContain('This is how your page looks to visitors')
    expect(within(notice).getByRole('link', { name: 'View the live page' }).getAttribute('href')).toBe('/offers')
    expect(screen.getByRole('status').textContent).toBe('Loading page preview...')

    expect(await screen.findByRole('heading', { name: 'Masalas ground on Tuesday' })).toBeTruthy()
    expect(screen.getByRole('complementary', { name: 'Preview notice' })).toBeTruthy()
    expect(fetch.mock.calls[0]![0]).toContain(`${PAGE_PATH}?subdomain=demo&customRoute=%2Foffers`)
  })

  it('keeps the live-page link on this site whatever the route looks like', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    )
    withStrings(
      <PageLoader
        subdomain="demo"
        customRoute="//elsewhere.example"
        editMode
        Page={SitePage}
        NotFound={NotFoundScreen}
      />,
    )
    expect(screen.getByRole('link', { name: 'View the live page' }).getAttribute('href')).toBe('/elsewhere.example')
  })

  it('is not said on a published page', () => {
    withStrings(<SitePage page={page} subdomain="demo" editMode={false} />)
    expect(screen.queryByRole('complementary', { name: 'Preview notice' })).toBeNull()
  })
})

describe('the Edit Website banner', () => {
  it('leads the owner to the sign-in on this host', () => {
    withStrings(<SitePage page={page} subdomain="demo" editMode={false} />)
    const banner = screen.getByRole('complementary', { name: 'Website builder' })
    const link = within(banner).getByRole('link', { name: 'Edit Website' })
    expect(link.getAttribute('href')).toBe('/owner')
    expect(OWNER_APP_PATH).toBe('/owner')
  })

  it('is not shown on a premium site', () => {
    withStrings(<SitePage page={{ ...page, isPremium: true }} subdomain="demo" editMode={false} />)
    expect(screen.queryByRole('link', { name: 'Edit Website' })).toBeNull()
  })
})
