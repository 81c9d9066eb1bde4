import { expect, test } from '@playwright/test'
import { OWNER_PAGE_PATH, OWNER_PREVIEW_LINK_PATH } from '../contract/owner'
import { api } from './api'
import { PAGE_PATH, type PageResponse } from '../contract/page'

/** Must match OWNER_KEYS in playwright.config.ts. */
const authorization = 'Bearer e2e-owner-key-0123456789'

test('an owner publishes new content that is live at once; bad content is refused and changes nothing', async ({
  page,
}) => {
  const original = (await (await page.request.get(`${api()}${PAGE_PATH}?subdomain=demo`)).json()) as PageResponse
  const sections = original.websitePage.sections.map((section) =>
    section.name === 'Final CTA'
      ? {
          ...section,
          values: section.values.map((value) =>
            value.key === 'Title' ? { ...value, value: 'Book your Diwali hampers today' } : value,
          ),
        }
      : section,
  )
  try {
    const bad = await page.request.put(api() + OWNER_PAGE_PATH, {
      headers: { authorization },
      data: { sections: [{ ...sections[0], values: [] }] },
    })
    expect(bad.status()).toBe(400)
    expect((await bad.json()).errors.map((error: { path: string }) => error.path)).toContain(
      'body.sections.0.values.Title',
    )
    await page.goto('/')
    await expect(page.locator('#final-cta')).not.toContainText('Book your Diwali hampers today')

    const published = await page.request.put(api() + OWNER_PAGE_PATH, {
      headers: { authorization },
      data: { sections },
    })
    expect(published.status()).toBe(200)
    await page.goto('/')
    await expect(page.locator('#final-cta')).toContainText('Book your Diwali hampers today')
  } finally {
    await page.request.put(api() + OWNER_PAGE_PATH, {
      headers: { authorization },
      data: { sections: original.websitePage.sections },
    })
  }
})

test('the owner preview link shows the page in edit mode as a preview, titled as the site, contact form off', async ({
  page,
  baseURL,
}) => {
  const response = await page.request.post(api() + OWNER_PREVIEW_LINK_PATH, {
    headers: { authorization, host: new URL(baseURL!).host },
    data: {},
  })
  expect(response.status()).toBe(200)
  const { url } = (await response.json()) as { url: string }
  await page.goto(url)
  // The server renders the owner's draft (the live page when there is none): no loading, and the site's title.
  await expect(page).toHaveTitle(/^Kesar Kitchen · /)
  await expect(page.getByRole('complementary', { name: 'Preview notice' })).toContainText(
    'This is how your page looks to visitors',
  )
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('complementary', { name: 'Preview notice' })).toBeVisible()
  const cta = page.getByRole('button', { name: 'Send us a message' })
  await expect(cta).toHaveAttribute('aria-disabled', 'true')
  // aria-disabled: Playwright would wait for it to be enabled; a visitor can still press it.
  await cta.click({ force: true })
  await expect(page.getByRole('dialog')).toHaveCount(0)
})
