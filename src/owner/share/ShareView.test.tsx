// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  OWNER_DOMAIN_CHECK_PATH,
  OWNER_DOMAIN_PATH,
  OWNER_DOMAIN_REMOVE_PATH,
  type CustomDomain,
} from '../../../contract/custom-domain'
import { OWNER_SHARE_PATH, OWNER_SHARE_QR_PATH, OWNER_SHARE_USED_PATH } from '../../../contract/owner-share'
import { renderOwnerPanel } from '../panel-kit/testing/render-owner'
import { domainSetting } from './domain-store'
import { shareAnswer } from './share-fixtures'
import { ShareStore } from './share-store'
import { ShareView } from './ShareView'
import { fieldRefusal } from '../../client/testing/fake-transport'

afterEach(cleanup)

const pending: CustomDomain = {
  domain: 'shop.kesar.example',
  status: 'pending',
  record: { type: 'CNAME', name: 'shop.kesar.example', value: 'vitrine.example' },
  checkedAt: null,
  found: [],
}

function setup(options: { clipboard?: (text: string) => Promise<void> } = {}) {
  const copied: string[] = []
  const checks: CustomDomain[] = [
    { ...pending, checkedAt: '2026-11-26T01:00:00.000Z' },
    { ...pending, status: 'verified', checkedAt: '2026-11-26T01:05:00.000Z', found: ['vitrine.example'] },
  ]
  const harness = renderOwnerPanel(
    {
      [`GET ${OWNER_SHARE_PATH}`]: { body: shareAnswer(['logo']) },
      [`POST ${OWNER_SHARE_USED_PATH}`]: { body: shareAnswer(['logo', 'share']) },
      [`GET ${OWNER_DOMAIN_PATH}`]: { body: { message: 'success', domain: null } },
      [`POST ${OWNER_DOMAIN_PATH}`]: (request) =>
        (request.body as { domain: string }).domain.includes(' ')
          ? fieldRefusal('body.domain', 'must be a domain name such as shop.example.com')
          : { body: { message: 'success', domain: pending } },
      [`POST ${OWNER_DOMAIN_CHECK_PATH}`]: () => ({ body: { message: 'success', domain: checks.shift() } }),
      [`POST ${OWNER_DOMAIN_REMOVE_PATH}`]: { body: { message: 'success', domain: null } },
    },
    (api) => (
      <ShareView
        store={
          new ShareStore(
            api,
            options.clipboard ??
              (async (text) => {
                copied.push(text)
              }),
          )
        }
        domain={domainSetting(api)}
      />
    ),
  )
  const used = () => harness.server.callsTo(OWNER_SHARE_USED_PATH).map((call) => (call.body as { via: string }).via)
  return { ...harness, copied, used }
}

describe('the Share tab', () => {
  it('copies the site’s link and records the share', async () => {
    const { copied, used } = setup()
    const link = (await screen.findByRole('textbox', { name: 'Link to your site' })) as HTMLInputElement
    expect(link.value).toBe('https://demo.vitrine.example')
    expect(link.readOnly).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }))
    expect(await screen.findByText('Link copied')).toBeTruthy()
    expect(copied).toEqual(['https://demo.vitrine.example'])
    await waitFor(() => expect(used()).toEqual(['link']))
    expect(screen.getByRole('link', { name: 'Open your site' }).getAttribute('href')).toBe(
      'https://demo.vitrine.example',
    )
  })

  it('says so when the browser refuses to copy, and records no share', async () => {
    const { used } = setup({ clipboard: () => Promise.reject(new Error('denied')) })
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }))
    expect(await screen.findByText('Copying did not work here: select the link and copy it')).toBeTruthy()
    expect(used()).toEqual([])
  })

  it('shows the QR code of the link and offers its PNG to download', async () => {
    const { used } = setup()
    const image = await screen.findByRole('img', { name: 'QR code of https://demo.vitrine.example' })
    expect(image.getAttribute('src')).toBe(OWNER_SHARE_QR_PATH)
    const download = screen.getByRole('link', { name: 'Download QR code (PNG)' })
    expect(download.getAttribute('href')).toBe(OWNER_SHARE_QR_PATH)
    expect(download.hasAttribute('download')).toBe(true)
    download.addEventListener('click', (event) => event.preventDefault())
    fireEvent.click(download)
    await waitFor(() => expect(used()).toEqual(['qr']))
  })

  it('opens WhatsApp with a ready message that carries the name and the link', async () => {
    const { used } = setup()
    const whatsapp = await screen.findByRole('link', { name: 'Share on WhatsApp' })
    const href = new URL(whatsapp.getAttribute('href')!)
    expect(href.origin + href.pathname).toBe('https://wa.me/')
    expect(href.searchParams.get('text')).toBe(
      'Hello! Kesar Kitchen now has its own website: see what we offer and order or chat with us at ' +
        'https://demo.vitrine.example',
    )
    expect(whatsapp.getAttribute('target')).toBe('_blank')
    whatsapp.addEventListener('click', (event) => event.preventDefault())
    fireEvent.click(whatsapp)
    await waitFor(() => expect(used()).toEqual(['whatsapp']))
  })

  it('gives the product feed’s address to copy, with how to add it to Google and Facebook', async () => {
    const { copied, used } = setup()
    const feed = (await screen.findByRole('textbox', { name: 'Product feed address' })) as HTMLInputElement
    expect(feed.value).toBe('https://demo.vitrine.example/feeds/products.xml')
    expect(screen.getByText(/in Merchant Center open Products/)).toBeTruthy()
    expect(screen.getByText(/in Commerce Manager open Catalogue/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Copy feed address' }))
    expect(await screen.findByText('Feed address copied')).toBeTruthy()
    expect(copied).toEqual(['https://demo.vitrine.example/feeds/products.xml'])
    // Copying the feed is not sharing the site: the checklist's step stays as it was.
    expect(used()).toEqual([])
  })

  it('says so when the browser refuses to copy the feed’s address', async () => {
    setup({ clipboard: () => Promise.reject(new Error('denied')) })
    fireEvent.click(await screen.findByRole('button', { name: 'Copy feed address' }))
    expect(await screen.findByText('Copying did not work here: select the address and copy it')).toBeTruthy()
  })

  it('takes a custom domain: the error beside the field, then the CNAME to add, Check, verified, Remove', async () => {
    const { server } = setup()
    const field = (await screen.findByRole('textbox', { name: 'Domain' })) as HTMLInputElement
    fireEvent.change(field, { target: { value: 'my shop.in' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save domain' }))
    expect(await screen.findByText('must be a domain name such as shop.example.com')).toBeTruthy()
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(field.value).toBe('my shop.in')

    fireEvent.change(field, { target: { value: 'shop.kesar.example' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save domain' }))
    expect(await screen.findByText('Waiting for the DNS record')).toBeTruthy()
    expect(field.getAttribute('aria-invalid')).toBeNull()
    const record = screen.getByText('Points to').closest('dl')!
    expect(record.textContent).toBe('TypeCNAMENameshop.kesar.examplePoints tovitrine.example')

    fireEvent.click(screen.getByRole('button', { name: 'Check' }))
    expect(await screen.findByText(/No CNAME record found yet/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Check' }))
    expect(await screen.findByText('Connected: your site opens at shop.kesar.example')).toBeTruthy()
    expect(screen.queryByText('Points to')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Remove domain' }))
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Check' })).toBeNull())
    expect(field.value).toBe('')
    expect(
      server
        .callsTo(OWNER_DOMAIN_PATH)
        .filter((call) => call.method === 'POST')
        .map((call) => call.body),
    ).toEqual([{ domain: 'my shop.in' }, { domain: 'shop.kesar.example' }])
  })
})
