// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { NotFoundScreen } from '../app/NotFoundScreen'
import { pageBundle } from '../i18n/i18next'
import { TranslatorProvider } from '../i18n/translator'
import { demoSection, registry } from '../sections/shared/test-utils'
import type { BootData } from './boot-data'
import { installPageActions } from './page-actions'

/** The sections' HTML as the server renders it: nothing hydrates it. */
function serverHtml(ids: string[]): string {
  const sections = ids.map((id) => {
    const section = demoSection(id)
    const resolved = registry.resolve(section, 0)
    if (!resolved.ok) throw new Error(`demo section ${id} does not resolve`)
    const Render = resolved.definition.render
    const context = { section, anchor: resolved.definition.schema.anchor, editMode: false, openContact: () => {} }
    return renderToString(
      <TranslatorProvider bundle={pageBundle}>
        <Render values={resolved.values} context={context} />
      </TranslatorProvider>,
    )
  })
  return `<div class="site">${sections.join('')}</div>`
}

const data: BootData = {
  route: 'home',
  subdomain: 'demo',
  siteId: 'site-1',
  chat: null,
  editMode: false,
  strings: { chat: pageBundle.chat, contact: pageBundle.contact },
}

describe("the boot script's page actions, on the server's HTML", () => {
  beforeAll(() => {
    Element.prototype.scrollIntoView = function scrollIntoView() {}
    window.matchMedia = ((query: string) => ({ matches: false, media: query })) as typeof window.matchMedia
    installPageActions(data)
  })

  it("opens and closes a card's details: state, region, label and text", () => {
    document.body.innerHTML = serverHtml(['sec-s1-card-pantry'])
    const show = screen.getByRole('button', { name: 'Show details for Spice blends, pickles and sweets' })
    const region = document.getElementById(show.getAttribute('aria-controls')!)!
    fireEvent.click(show)
    expect(show.getAttribute('aria-expanded')).toBe('true')
    expect(show.getAttribute('aria-label')).toBe('Hide details for Spice blends, pickles and sweets')
    expect(show.textContent).toBe('Hide details')
    expect(region.classList.contains('is-open')).toBe(true)
    fireEvent.click(show.querySelector('svg') ?? show)
    expect(show.getAttribute('aria-expanded')).toBe('false')
    expect(show.textContent).toBe('Show details')
    expect(region.classList.contains('is-open')).toBe(false)
  })

  it('opens a service card from its header', () => {
    document.body.innerHTML = serverHtml(['sec-s2-card-grinding'])
    const toggle = document.querySelector<HTMLButtonElement>('.service__toggle')!
    fireEvent.click(toggle.querySelector('.service__title')!)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)!.className).toBe('reveal is-open')
  })

  it('sends an in-page link to its target: focus there, the hash replaced', () => {
    document.body.innerHTML = serverHtml(['sec-main-header', 'sec-final-cta'])
    const link = document.querySelector<HTMLAnchorElement>('.hero__actions a[href^="#"]')!
    const target = document.getElementById(link.hash.slice(1))!
    expect(fireEvent.click(link)).toBe(false)
    expect(document.activeElement).toBe(target)
    expect(location.hash).toBe(link.hash)
  })

  it('opens the contact form on a contact button, loading it then', async () => {
    document.body.innerHTML = serverHtml(['sec-final-cta'])
    const button = document.querySelector<HTMLButtonElement>('[data-contact]')!
    fireEvent.click(button)
    expect(button.getAttribute('aria-busy')).toBe('true')
    const dialog = await screen.findByRole('dialog', { name: 'Get in touch' }, { timeout: 5000 })
    expect(document.querySelector('.site')!.contains(dialog)).toBe(true)
    await waitFor(() => expect(button.hasAttribute('aria-busy')).toBe(false))
  })

  it("the 404 screen's Try Again says it is refreshing and turns itself off", () => {
    document.body.innerHTML = renderToString(
      <TranslatorProvider bundle={pageBundle}>
        <NotFoundScreen />
      </TranslatorProvider>,
    )
    const tryAgain = screen.getByRole('button', { name: 'Try Again' })
    fireEvent.click(tryAgain)
    expect(tryAgain.textContent).toBe('Refreshing...')
    expect((tryAgain as HTMLButtonElement).disabled).toBe(true)
  })
})
