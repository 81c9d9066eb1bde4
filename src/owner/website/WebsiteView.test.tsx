// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OWNER_PAGE_PATH, OWNER_PREVIEW_LINK_PATH } from '../../../contract/owner'
import {
  OWNER_PAGE_ADD_PATH,
  OWNER_PAGE_DISCARD_PATH,
  OWNER_PAGE_ORDER_PATH,
  OWNER_PAGE_PUBLISH_PATH,
  OWNER_PAGE_RESTORE_PATH,
  OWNER_PAGE_SECTION_PATH,
  OWNER_PAGE_VERSIONS_PATH,
  type OwnerSectionBody,
  type PageChange,
  type PageVersion,
} from '../../../contract/owner-page'
import type { Section } from '../../../contract/page'
import type { FakeRequest } from '../../client/testing/fake-transport'
import { renderOwnerPanel } from '../panel-kit/testing/render-owner'
import { WebsiteStore } from './website-store'
import { WebsiteView } from './WebsiteView'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const section = (id: string, name: string, values: [string, string][], overrides: Partial<Section> = {}): Section => ({
  _id: id,
  name,
  status: 'shown',
  viewMode: 'both',
  indexPosition: 0,
  values: values.map(([key, value]) => ({ key, value })),
  ...overrides,
})

const firstPage = (): Section[] => [
  section('hero', 'Main Header', [
    ['Title', 'Fresh masalas, ground weekly'],
    ['Button 1 Text', 'Plan an order'],
  ]),
  section('why', 'Section 1 Card', [
    ['Title', 'Why Kesar Kitchen'],
    ['Point', 'Stone ground'],
    ['Point', 'No colours'],
  ]),
  section('cta', 'Final CTA', [['Title', 'Ready to order?']]),
  section('odd', 'FAQ', [['Question', 'Do you deliver?']], { status: 'hide' }),
]

/**
 * A fake owner page server with a draft: the section, order, add and restore
 * calls change the draft, publish makes it live as a version named by the
 * changes it saw, discard drops it. The hero's first button goes to the
 * Final CTA: hiding that is a link warning, and publishing it needs
 * `confirmLinks`.
 */
function setup() {
  let live = firstPage()
  let draft: Section[] | null = null
  let changes: PageChange[] = []
  let store: WebsiteStore | undefined
  const versions: (PageVersion & { content: Section[] })[] = []
  const numbered = (sections: Section[]) => sections.map((each, index) => ({ ...each, indexPosition: index }))
  const record = (content: Section[], made: PageChange[], by = 'Meera') =>
    versions.unshift({
      id: `v${versions.length + 1}`,
      publishedAt: new Date(Date.UTC(2026, 10, 20 + versions.length, 6)).toISOString(),
      sections: content.length,
      changes: made,
      publishedBy: by,
      content,
    })
  record(live, [], '')
  const warnings = () =>
    (draft ?? live).find((each) => each._id === 'cta')?.status === 'hide'
      ? [{ sectionId: 'hero', field: 'button1Link', link: '#final-cta', reason: 'hidden' }]
      : []
  const version = ({ content: _content, ...rest }: (typeof versions)[number]) => rest
  const page = () => ({
    message: 'success',
    customRoute: '/',
    sections: numbered(draft ?? live),
    colorPalette: { primary: '#b4451f' },
    version: version(versions[0]!),
    draft: draft !== null,
    linkWarnings: warnings(),
  })
  const change = (next: Section[], made: PageChange[] = []) => {
    draft = numbered(next)
    changes.push(...made)
    return { body: page() }
  }
  const harness = renderOwnerPanel(
    {
      [`GET ${OWNER_PAGE_PATH}`]: () => ({ body: page() }),
      [`GET ${OWNER_PAGE_VERSIONS_PATH}`]: () => ({
        body: { message: 'success', customRoute: '/', versions: versions.map(version) },
      }),
      [`POST ${OWNER_PAGE_SECTION_PATH}`]: (request) => {
        const body = request.body as OwnerSectionBody
        const current = draft ?? live
        const target = current.find((each) => each._id === body.sectionId)!
        const made: PageChange[] = body.status
          ? [{ kind: body.status === 'hide' ? 'hid' : 'showed', name: target.name, title: '', fields: [] }]
          : [{ kind: 'edited', name: target.name, title: '', fields: ['title'] }]
        return change(
          current.map((each) =>
            each._id === body.sectionId
              ? { ...each, ...(body.values && { values: body.values }), ...(body.status && { status: body.status }) }
              : each,
          ),
          made,
        )
      },
      [`POST ${OWNER_PAGE_ORDER_PATH}`]: (request) => {
        const { sectionIds } = request.body as { sectionIds: string[] }
        return change(sectionIds.map((id) => (draft ?? live).find((each) => each._id === id)!))
      },
      [`POST ${OWNER_PAGE_ADD_PATH}`]: (request) => {
        const { name, after } = request.body as { name: string; after?: string }
        const current = [...(draft ?? live)]
        current.splice(current.findIndex((each) => each._id === after) + 1, 0, section('new', name, [['Title', 'New']]))
        return change(current, [{ kind: 'added', name, title: 'New', fields: [] }])
      },
      [`POST ${OWNER_PAGE_PUBLISH_PATH}`]: (request) => {
        if (!draft) return { status: 409, body: { message: 'There are no changes to publish.', code: 'NO_DRAFT' } }
        const { confirmLinks } = request.body as { confirmLinks?: boolean }
        if (warnings().length > 0 && !confirmLinks)
          return { status: 409, body: { message: 'Some links go nowhere.', code: 'BROKEN_LINKS' } }
        live = draft
        draft = null
        record(live, changes)
        changes = []
        return { body: page() }
      },
      [`POST ${OWNER_PAGE_DISCARD_PATH}`]: () => {
        draft = null
        changes = []
        return { body: page() }
      },
      [`POST ${OWNER_PAGE_RESTORE_PATH}`]: (request) => {
        const { versionId } = request.body as { versionId: string }
        return change(versions.find((each) => each.id === versionId)!.content)
      },
      [`POST ${OWNER_PREVIEW_LINK_PATH}`]: {
        body: { message: 'success', url: '/?ownerPreview=tok-1', expiresAt: '2026-11-30T00:00:00.000Z' },
      },
    },
    (api) => <WebsiteView store={(store = new WebsiteStore(api))} />,
  )
  return { ...harness, store: store! }
}

const rows = () =>
  within(screen.getByRole('region', { name: /Home page sections/ }))
    .getAllByRole('article')
    .map((article) => article.getAttribute('aria-label'))
const posts = (calls: FakeRequest[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.path === path).map((call) => call.body)
const versionRows = () => within(screen.getByRole('region', { name: 'Published versions' })).getAllByRole('listitem')
const HERO = 'Fresh masalas, ground weekly (Hero, section 1)'

describe('the website editor', () => {
  it('names sections by their titles and types, says the page is live, and names versions', async () => {
    setup()
    await screen.findByRole('article', { name: HERO })
    expect(rows()).toEqual([
      HERO,
      'Why Kesar Kitchen (Services card, section 2)',
      'Ready to order? (Final CTA, section 3)',
      // A type with no schema keeps its stored name.
      'FAQ (FAQ, section 4)',
    ])
    expect(screen.getByText('No changes since the last publish: this is the live page.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull()
    await waitFor(() => expect(versionRows()).toHaveLength(1))
    expect(within(versionRows()[0]!).getByText('4 sections')).toBeTruthy()
    expect(screen.getByTitle('Preview of your draft').getAttribute('src')).toBe('/?ownerPreview=tok-1')
  })

  it('edits the hero title into the draft (the preview follows each key), publishes it as "Hero title"', async () => {
    const { server, store } = setup()
    const hero = await screen.findByRole('article', { name: HERO })
    fireEvent.click(within(hero).getByRole('button', { name: `Edit ${HERO}` }))
    const title = within(hero).getByRole('textbox', { name: 'Title (required)' })
    fireEvent.change(title, { target: { value: 'Masalas from Jaipur' } })
    // The preview's sections carry the typed title before anything is saved.
    expect(store.previewSections[0]!.values).toContainEqual({ key: 'Title', value: 'Masalas from Jaipur' })
    expect(store.sections[0]!.values).toContainEqual({ key: 'Title', value: 'Fresh masalas, ground weekly' })
    expect(posts(server.calls, OWNER_PAGE_SECTION_PATH)).toEqual([])
    fireEvent.click(within(hero).getByRole('button', { name: 'Save to draft' }))
    await screen.findByText('Draft: customers do not see these changes until you publish.')
    expect(rows()[0]).toBe('Masalas from Jaipur (Hero, section 1)')
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }))
    await screen.findByText('No changes since the last publish: this is the live page.')
    expect(posts(server.calls, OWNER_PAGE_PUBLISH_PATH)).toEqual([{ confirmLinks: false }])
    await waitFor(() => expect(versionRows()).toHaveLength(2))
    expect(within(versionRows()[0]!).getByText('Hero title')).toBeTruthy()
    expect(within(versionRows()[0]!).getByText(/by Meera/)).toBeTruthy()
    expect(within(versionRows()[0]!).getByText('Live')).toBeTruthy()
  })

  it('warns when a button goes to a hidden section, and publishes only once the owner confirms', async () => {
    const { server } = setup()
    const cta = await screen.findByRole('article', { name: 'Ready to order? (Final CTA, section 3)' })
    fireEvent.click(within(cta).getByRole('button', { name: 'Hide Ready to order? (Final CTA, section 3)' }))
    const warning = await screen.findByRole('alert')
    expect(warning.textContent).toContain(
      'Fresh masalas, ground weekly: “First button goes to” goes to #final-cta, a hidden section.',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Publish with buttons that go nowhere?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go back and fix them' }))
    expect(posts(server.calls, OWNER_PAGE_PUBLISH_PATH)).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }))
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Publish anyway' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(posts(server.calls, OWNER_PAGE_PUBLISH_PATH)).toEqual([{ confirmLinks: true }])
    await waitFor(() => expect(within(versionRows()[0]!).getByText('Hid Final CTA')).toBeTruthy())
  })

  it('moves a section in the draft, then discards the draft after asking', async () => {
    const { server } = setup()
    await screen.findByRole('article', { name: HERO })
    fireEvent.click(screen.getByRole('button', { name: `Move ${HERO} down` }))
    await waitFor(() => expect(rows()[1]).toBe('Fresh masalas, ground weekly (Hero, section 2)'))
    expect(posts(server.calls, OWNER_PAGE_ORDER_PATH)).toEqual([{ sectionIds: ['why', 'hero', 'cta', 'odd'] }])
    fireEvent.click(screen.getByRole('button', { name: 'Discard changes' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Discard your changes?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard changes' }))
    await waitFor(() => expect(rows()[0]).toBe(HERO))
    expect(posts(server.calls, OWNER_PAGE_DISCARD_PATH)).toEqual([{}])
  })

  it('adds a section from the library after the one chosen, and opens its form', async () => {
    const { server } = setup()
    await screen.findByRole('article', { name: HERO })
    const add = screen.getByRole('form', { name: 'Add a section' })
    fireEvent.change(within(add).getByRole('combobox', { name: 'Kind of section' }), { target: { value: 'Contact' } })
    fireEvent.change(within(add).getByRole('combobox', { name: 'Place it after' }), { target: { value: 'hero' } })
    fireEvent.click(within(add).getByRole('button', { name: 'Add section' }))
    const added = await screen.findByRole('article', { name: 'New (Contact, section 2)' })
    expect(posts(server.calls, OWNER_PAGE_ADD_PATH)).toEqual([{ name: 'Contact', after: 'hero' }])
    expect(within(added).getByRole('form', { name: 'Edit New (Contact, section 2)' })).toBeTruthy()
  })

  it('restores a named version into the draft after asking', async () => {
    const { server } = setup()
    const hero = await screen.findByRole('article', { name: HERO })
    fireEvent.click(within(hero).getByRole('button', { name: `Hide ${HERO}` }))
    await screen.findByText('Draft: customers do not see these changes until you publish.')
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }))
    await waitFor(() => expect(versionRows()).toHaveLength(2))
    expect(within(versionRows()[0]!).getByText('Hid Hero')).toBeTruthy()
    fireEvent.click(within(versionRows()[1]!).getByRole('button', { name: /^Restore the version of 4 sections/ }))
    const dialog = screen.getByRole('alertdialog', { name: /^Restore the version of 4 sections/ })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore into the draft' }))
    await screen.findByText('Draft: customers do not see these changes until you publish.')
    expect(posts(server.calls, OWNER_PAGE_RESTORE_PATH)).toEqual([{ versionId: 'v1' }])
    expect(within(screen.getByRole('article', { name: HERO })).getByText('Shown')).toBeTruthy()
  })

  it('offers the page’s parts and the chat in a link picker', async () => {
    setup()
    const cta = await screen.findByRole('article', { name: 'Ready to order? (Final CTA, section 3)' })
    fireEvent.click(within(cta).getByRole('button', { name: 'Edit Ready to order? (Final CTA, section 3)' }))
    const picker = within(cta).getByRole('combobox', { name: 'Where Button link goes' })
    const options = within(picker)
      .getAllByRole('option')
      .map((option) => option.textContent)
    expect(options).toEqual([
      'Nowhere (no button link)',
      'Another link (type it below)',
      'Ready to order? (#final-cta)',
      'Open the chat at its topics',
      'Open the cart',
    ])
    fireEvent.change(picker, { target: { value: '?chat=open&source=cart_summary' } })
    expect((within(cta).getByRole('textbox', { name: 'Button link' }) as HTMLInputElement).value).toBe(
      '?chat=open&source=cart_summary',
    )
  })

  it('opens the preview link in a new tab', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() }
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window)
    setup()
    await screen.findByRole('article', { name: HERO })
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }))
    expect(open).toHaveBeenCalledWith('', '_blank')
    await waitFor(() => expect(tab.location.href).toBe('/?ownerPreview=tok-1'))
    expect(tab.opener).toBeNull()
  })
})
