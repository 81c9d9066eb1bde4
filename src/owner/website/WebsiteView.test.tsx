// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FieldError } from '../../../contract/decode'
import { OWNER_PAGE_PATH, OWNER_PREVIEW_LINK_PATH } from '../../../contract/owner'
import {
  OWNER_PAGE_ORDER_PATH,
  OWNER_PAGE_RESTORE_PATH,
  OWNER_PAGE_SECTION_PATH,
  OWNER_PAGE_VERSIONS_PATH,
  type OwnerSectionBody,
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

const section = (id: string, name: string, values: Section['values'], overrides: Partial<Section> = {}): Section => ({
  _id: id,
  name,
  status: 'shown',
  viewMode: 'both',
  indexPosition: 0,
  values,
  ...overrides,
})

const firstPage = (): Section[] => [
  section('hero', 'Main Header', [
    { key: 'Title', value: 'Fresh masalas, ground weekly' },
    { key: 'Button Link', value: '?chat=open' },
  ]),
  section('why', 'Section 1 Card', [
    { key: 'Title', value: 'Why Kesar Kitchen' },
    { key: 'Point', value: 'Stone ground' },
    { key: 'Point', value: 'No colours' },
  ]),
  section('faq', 'FAQ', [{ key: 'Question', value: 'Do you deliver?' }], { viewMode: 'desktop', status: 'hide' }),
]

/**
 * A fake owner page server: one route '/', every change publishes a version
 * (newest first, the first live). For a Main Header it refuses a Title with
 * "forbidden" (a 400 at `body.values.Title`, by key) and then a Tagline by
 * the position of its value (`body.values.<n>.value`).
 */
function setup() {
  let sections = firstPage()
  let clock = 0
  const versions: (PageVersion & { content: Section[] })[] = []
  const publish = (next: Section[]) => {
    sections = next.map((each, index) => ({ ...each, indexPosition: index }))
    clock += 1
    versions.unshift({
      id: `v${clock}`,
      publishedAt: new Date(Date.UTC(2026, 10, 20 + clock, 6)).toISOString(),
      sections: sections.length,
      content: sections,
    })
  }
  publish(firstPage().slice(0, 2))
  publish(firstPage())
  const page = () => ({
    message: 'success',
    customRoute: '/',
    sections,
    colorPalette: { primary: '#b4451f' },
    version: (({ content: _content, ...version }) => version)(versions[0]!),
  })
  const harness = renderOwnerPanel(
    {
      [`GET ${OWNER_PAGE_PATH}`]: () => ({ body: page() }),
      [`GET ${OWNER_PAGE_VERSIONS_PATH}`]: () => ({
        body: {
          message: 'success',
          customRoute: '/',
          versions: versions.map(({ content: _content, ...version }) => version),
        },
      }),
      [`POST ${OWNER_PAGE_SECTION_PATH}`]: (request) => {
        const body = request.body as OwnerSectionBody
        const target = sections.find((each) => each._id === body.sectionId)
        if (!target) return { status: 404, body: { message: 'No such section.' } }
        const errors: FieldError[] = []
        if (target.name === 'Main Header' && body.values) {
          if (body.values.some((value) => value.key === 'Title' && value.value.includes('forbidden')))
            errors.push({ path: 'body.values.Title', message: 'is not allowed here' })
          body.values.forEach((value, index) => {
            if (
              value.key === 'Tagline' &&
              value.value.includes('2016') &&
              body.values!.some((each) => each.value.includes('forbidden'))
            )
              errors.push({ path: `body.values.${index}.value`, message: 'is too cheerful' })
          })
        }
        if (errors.length > 0) return { status: 400, body: { message: 'Invalid request', code: 'BAD_REQUEST', errors } }
        publish(
          sections.map((each) =>
            each._id === body.sectionId
              ? { ...each, ...(body.values && { values: body.values }), ...(body.status && { status: body.status }) }
              : each,
          ),
        )
        return { body: page() }
      },
      [`POST ${OWNER_PAGE_ORDER_PATH}`]: (request) => {
        const { sectionIds } = request.body as { sectionIds: string[] }
        publish(sectionIds.map((id) => sections.find((each) => each._id === id)!))
        return { body: page() }
      },
      [`POST ${OWNER_PAGE_RESTORE_PATH}`]: (request) => {
        const { versionId } = request.body as { versionId: string }
        publish(versions.find((version) => version.id === versionId)!.content)
        return { body: page() }
      },
      [`POST ${OWNER_PREVIEW_LINK_PATH}`]: {
        body: {
          message: 'success',
          url: 'https://demo.localhost/?preview=tok-1',
          expiresAt: '2026-11-30T00:00:00.000Z',
        },
      },
    },
    (api) => <WebsiteView store={new WebsiteStore(api)} />,
  )
  return harness
}

const sectionNames = () =>
  within(screen.getByRole('region', { name: /Home page sections/ }))
    .getAllByRole('article')
    .map((article) => article.getAttribute('aria-label'))
const posts = (calls: FakeRequest[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.path === path).map((call) => call.body)
const versionRows = () => within(screen.getByRole('region', { name: 'Published versions' })).getAllByRole('listitem')

describe("the website's page", () => {
  it('lists sections in order with status and view mode, and versions newest first, live one marked', async () => {
    setup()
    expect(screen.getByRole('status').textContent).toContain('Loading the page')
    await screen.findByRole('region', { name: 'Home page sections (3)' })
    expect(sectionNames()).toEqual(['Main Header (section 1)', 'Section 1 Card (section 2)', 'FAQ (section 3)'])
    const hero = screen.getByRole('article', { name: 'Main Header (section 1)' })
    expect(within(hero).getByText('Shown')).toBeTruthy()
    expect(within(hero).getByText('On phones and computers')).toBeTruthy()
    expect(within(hero).getByText('Fresh masalas, ground weekly')).toBeTruthy()
    const faq = screen.getByRole('article', { name: 'FAQ (section 3)' })
    expect(within(faq).getByText('Hidden')).toBeTruthy()
    expect(within(faq).getByText('On computers only')).toBeTruthy()
    expect(within(faq).getByRole('button', { name: 'Show FAQ (section 3)' })).toBeTruthy()
    expect(
      (within(hero).getByRole('button', { name: 'Move Main Header (section 1) up' }) as HTMLButtonElement).disabled,
    ).toBe(true)
    expect((within(faq).getByRole('button', { name: 'Move FAQ (section 3) down' }) as HTMLButtonElement).disabled).toBe(
      true,
    )

    await waitFor(() => expect(versionRows()).toHaveLength(2))
    expect(within(versionRows()[0]!).getByText('3 sections')).toBeTruthy()
    expect(within(versionRows()[0]!).getByText('Live')).toBeTruthy()
    expect(within(versionRows()[0]!).queryByRole('button')).toBeNull()
    expect(within(versionRows()[1]!).getByText('2 sections')).toBeTruthy()
    expect(within(versionRows()[1]!).getByRole('button', { name: /^Restore the version of/ })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'View live site' }).getAttribute('href')).toBe('/')
  })

  it('hides a section: posts its id and status, shows it Hidden, and the new version is listed live', async () => {
    const { server } = setup()
    const hero = await screen.findByRole('article', { name: 'Main Header (section 1)' })
    fireEvent.click(within(hero).getByRole('button', { name: 'Hide Main Header (section 1)' }))
    expect(await within(hero).findByText('Hidden')).toBeTruthy()
    expect(posts(server.calls, OWNER_PAGE_SECTION_PATH)).toEqual([{ sectionId: 'hero', status: 'hide' }])
    expect(within(hero).getByRole('button', { name: 'Show Main Header (section 1)' })).toBeTruthy()
    await waitFor(() => expect(versionRows()).toHaveLength(3))
    expect(within(versionRows()[0]!).getByText('Live')).toBeTruthy()
  })

  it('moves a section down: posts the new order, redraws the list, keeps focus on the moved section', async () => {
    const { server } = setup()
    await screen.findByRole('article', { name: 'Main Header (section 1)' })
    fireEvent.click(screen.getByRole('button', { name: 'Move Main Header (section 1) down' }))
    await waitFor(() =>
      expect(sectionNames()).toEqual(['Section 1 Card (section 1)', 'Main Header (section 2)', 'FAQ (section 3)']),
    )
    expect(posts(server.calls, OWNER_PAGE_ORDER_PATH)).toEqual([{ sectionIds: ['why', 'hero', 'faq'] }])
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Main Header (section 2) down' })),
    )

    fireEvent.click(screen.getByRole('button', { name: 'Move FAQ (section 3) up' }))
    await waitFor(() =>
      expect(sectionNames()).toEqual(['Section 1 Card (section 1)', 'FAQ (section 2)', 'Main Header (section 3)']),
    )
    expect(posts(server.calls, OWNER_PAGE_ORDER_PATH).at(-1)).toEqual({ sectionIds: ['why', 'faq', 'hero'] })
  })

  it('edits a section in a form from its schema: value, icon, points removed and added; schema order', async () => {
    const { server } = setup()
    const why = await screen.findByRole('article', { name: 'Section 1 Card (section 2)' })
    fireEvent.click(within(why).getByRole('button', { name: 'Edit Section 1 Card (section 2)' }))
    const form = within(why).getByRole('form', { name: 'Edit Section 1 Card (section 2)' })
    // Every control is labelled by its field; a required one says so.
    const title = within(form).getByRole('textbox', { name: 'Title (required)' }) as HTMLInputElement
    expect(title.value).toBe('Why Kesar Kitchen')
    expect((within(form).getByRole('combobox', { name: 'Icon' }) as HTMLSelectElement).value).toBe('')
    const points = within(form).getByRole('group', { name: 'Points' })
    expect(
      within(points)
        .getAllByRole('textbox')
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['Stone ground', 'No colours'])
    expect(
      document.getElementById(
        within(points).getByRole('textbox', { name: 'Points, item 1' }).getAttribute('aria-describedby')!,
      )!.textContent,
    ).toBe('One short line each, shown as a ticked list.')

    fireEvent.change(title, { target: { value: 'Why people come back' } })
    fireEvent.change(within(form).getByRole('combobox', { name: 'Icon' }), { target: { value: 'leaf' } })
    fireEvent.click(within(points).getByRole('button', { name: 'Remove Points, item 1' }))
    fireEvent.click(within(points).getByRole('button', { name: 'Add to Points' }))
    const added = within(points).getByRole('textbox', { name: 'Points, item 2' })
    await waitFor(() => expect(document.activeElement).toBe(added))
    fireEvent.change(added, { target: { value: 'Packed the day it is ground' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Save section' }))
    await waitFor(() => expect(within(why).queryByRole('form')).toBeNull())
    expect(posts(server.calls, OWNER_PAGE_SECTION_PATH)).toEqual([
      {
        sectionId: 'why',
        values: [
          { key: 'Icon', value: 'leaf' },
          { key: 'Title', value: 'Why people come back' },
          { key: 'Point', value: 'No colours' },
          { key: 'Point', value: 'Packed the day it is ground' },
        ],
      },
    ])
    expect(within(why).getByText('Why people come back')).toBeTruthy()
  })

  it("checks values before sending, shows a refused save's errors by their inputs, keeps unknown values", async () => {
    const { server } = setup()
    const hero = await screen.findByRole('article', { name: 'Main Header (section 1)' })
    fireEvent.click(within(hero).getByRole('button', { name: 'Edit Main Header (section 1)' }))
    const form = within(hero).getByRole('form')
    const title = within(form).getByRole('textbox', { name: 'Title (required)' })
    fireEvent.change(title, { target: { value: '  ' } })
    fireEvent.change(within(form).getByRole('textbox', { name: 'Logo' }), { target: { value: 'javascript:alert(1)' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Save section' }))
    expect(within(form).getByRole('alert').textContent).toContain('Some values need fixing')
    expect(title.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(title.getAttribute('aria-describedby')!)!.textContent).toBe('is required')
    const logo = within(form).getByRole('textbox', { name: 'Logo' })
    expect(
      logo
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)!.textContent),
    ).toEqual([
      'A picture of your logo: a link starting with / or https://.',
      'expected a path starting with /, a query starting with ? or an https:// URL',
    ])
    expect(posts(server.calls, OWNER_PAGE_SECTION_PATH)).toEqual([])

    // The server refuses what only it can check: by key, and by the position of the value sent.
    fireEvent.change(title, { target: { value: 'Masalas from Jaipur (forbidden)' } })
    fireEvent.change(logo, { target: { value: '/logo.svg' } })
    fireEvent.change(within(form).getByRole('textbox', { name: 'Tagline' }), { target: { value: 'Since 2016' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Save section' }))
    await waitFor(() =>
      expect(document.getElementById(title.getAttribute('aria-describedby')!)?.textContent).toBe('is not allowed here'),
    )
    const tagline = within(form).getByRole('textbox', { name: 'Tagline' })
    expect(document.getElementById(tagline.getAttribute('aria-describedby')!.split(' ').at(-1)!)!.textContent).toBe(
      'is too cheerful',
    )
    expect(within(hero).getByText('Shown')).toBeTruthy()

    fireEvent.change(title, { target: { value: 'Masalas from Jaipur' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Save section' }))
    await waitFor(() => expect(within(hero).queryByRole('form')).toBeNull())
    expect(within(hero).getByText('Masalas from Jaipur')).toBeTruthy()
    // The Button Link the Main Header's schema does not declare is kept, after the fields.
    expect(posts(server.calls, OWNER_PAGE_SECTION_PATH).at(-1)).toEqual({
      sectionId: 'hero',
      values: [
        { key: 'Logo', value: '/logo.svg' },
        { key: 'Tagline', value: 'Since 2016' },
        { key: 'Title', value: 'Masalas from Jaipur' },
        { key: 'Button Link', value: '?chat=open' },
      ],
    })
  })

  it('says a section of a type it does not know cannot be edited here', async () => {
    setup()
    const faq = await screen.findByRole('article', { name: 'FAQ (section 3)' })
    fireEvent.click(within(faq).getByRole('button', { name: 'Edit FAQ (section 3)' }))
    const form = within(faq).getByRole('form')
    expect(within(form).getByText('This kind of section cannot be edited here.')).toBeTruthy()
    expect(within(form).queryByRole('button', { name: 'Save section' })).toBeNull()
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }))
    expect(within(faq).queryByRole('form')).toBeNull()
  })

  it('restores a version after confirming: Keep sends nothing, Restore posts its id, the page goes back', async () => {
    const { server } = setup()
    await screen.findByRole('article', { name: 'FAQ (section 3)' })
    await waitFor(() => expect(versionRows()).toHaveLength(2))
    const restore = within(versionRows()[1]!).getByRole('button', { name: /^Restore the version of/ })
    fireEvent.click(restore)
    const dialog = screen.getByRole('alertdialog', { name: /^Restore the version of/ })
    expect(within(dialog).getByText(/goes back to its 2 sections/)).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the page as it is' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(posts(server.calls, OWNER_PAGE_RESTORE_PATH)).toEqual([])

    fireEvent.click(restore)
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Restore' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(posts(server.calls, OWNER_PAGE_RESTORE_PATH)).toEqual([{ versionId: 'v1' }])
    expect(sectionNames()).toEqual(['Main Header (section 1)', 'Section 1 Card (section 2)'])
    await waitFor(() => expect(versionRows()).toHaveLength(3))
    expect(within(versionRows()[0]!).getByText('2 sections')).toBeTruthy()
    expect(within(versionRows()[0]!).getByText('Live')).toBeTruthy()
  })

  it('opens the preview link in a new tab', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() }
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window)
    const { server } = setup()
    await screen.findByRole('article', { name: 'FAQ (section 3)' })
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }))
    expect(open).toHaveBeenCalledWith('', '_blank')
    await waitFor(() => expect(tab.location.href).toBe('https://demo.localhost/?preview=tok-1'))
    expect(tab.opener).toBeNull()
    expect(posts(server.calls, OWNER_PREVIEW_LINK_PATH)).toEqual([{ customRoute: '/' }])

    server.route(`POST ${OWNER_PREVIEW_LINK_PATH}`, {
      status: 500,
      body: { message: 'Something went wrong on our side.' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong on our side.')
    expect(tab.close).toHaveBeenCalled()

    // A blocked popup: the link is offered to click instead.
    open.mockReturnValue(null)
    server.route(`POST ${OWNER_PREVIEW_LINK_PATH}`, {
      body: { message: 'success', url: 'https://demo.localhost/?preview=tok-2', expiresAt: '2026-11-30T00:00:00.000Z' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }))
    const link = await screen.findByRole('link', { name: 'Open the preview' })
    expect(link.getAttribute('href')).toBe('https://demo.localhost/?preview=tok-2')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
