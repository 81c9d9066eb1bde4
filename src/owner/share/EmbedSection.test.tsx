// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { OWNER_EMBED_PATH, OWNER_EMBED_SECRET_PATH, type EmbedSettingsResponse } from '../../../contract/embed'
import { renderOwnerPanel } from '../panel-kit/testing/render-owner'
import { EmbedSection } from './EmbedSection'
import { EmbedStore } from './embed-store'
import { fieldRefusal } from '../../client/testing/fake-transport'

afterEach(cleanup)

const settings = (origins: string[], secret = 'first-secret'): EmbedSettingsResponse => ({
  message: 'success',
  origins,
  secret,
  subdomain: 'demo',
  loaderUrl: 'https://demo.vitrine.example/embed/v1.js',
})

function setup(clipboard: (text: string) => Promise<void>) {
  return renderOwnerPanel(
    {
      [`GET ${OWNER_EMBED_PATH}`]: { body: settings([]) },
      [`POST ${OWNER_EMBED_PATH}`]: (request) => {
        const origins = (request.body as { origins: string[] }).origins
        return origins.some((origin) => !origin.startsWith('https://'))
          ? fieldRefusal('body.origins.1', 'must be an origin such as https://shop.example.com')
          : { body: settings(origins) }
      },
      [`POST ${OWNER_EMBED_SECRET_PATH}`]: { body: settings(['https://shop.example.com'], 'second-secret') },
    },
    (api) => <EmbedSection store={new EmbedStore(api, clipboard)} />,
  )
}

describe('the Share tab’s embed card', () => {
  it('copies the snippet of the site', async () => {
    const copied: string[] = []
    setup(async (text) => void copied.push(text))
    const code = (await screen.findByRole('textbox', {
      name: 'Code to paste into your website',
    })) as HTMLTextAreaElement
    const snippet = '<script async src="https://demo.vitrine.example/embed/v1.js" data-site="demo"></script>'
    expect(code.value).toBe(snippet)
    fireEvent.click(screen.getByRole('button', { name: 'Copy code' }))
    expect(await screen.findByText('Code copied')).toBeTruthy()
    expect(copied).toEqual([snippet])
  })

  it('saves the websites one per line and shows a refused one by the field', async () => {
    const { server } = setup(async () => undefined)
    const field = await screen.findByRole('textbox', { name: 'Websites allowed to show it' })
    fireEvent.change(field, { target: { value: 'https://shop.example.com\nshop.example.com\n' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save websites' }))
    expect(await screen.findByText('must be an origin such as https://shop.example.com')).toBeTruthy()
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect((field as HTMLTextAreaElement).value).toBe('https://shop.example.com\nshop.example.com\n')
    fireEvent.change(field, { target: { value: ' https://shop.example.com \n\nhttps://blog.example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save websites' }))
    expect(await screen.findByText('Saved')).toBeTruthy()
    expect(server.callsTo(OWNER_EMBED_PATH).at(-1)?.body).toEqual({
      origins: ['https://shop.example.com', 'https://blog.example.com'],
    })
  })

  it('hides the identify secret until shown, and makes a new one', async () => {
    setup(async () => undefined)
    const secret = (await screen.findByLabelText('Identify secret (for your developer)')) as HTMLInputElement
    expect(secret.type).toBe('password')
    fireEvent.click(screen.getByRole('button', { name: 'Show secret' }))
    expect(secret.type).toBe('text')
    expect(secret.value).toBe('first-secret')
    fireEvent.click(screen.getByRole('button', { name: 'Make a new secret' }))
    expect(await screen.findByText('New secret made: the old one no longer works')).toBeTruthy()
    await waitFor(() => expect(secret.value).toBe('second-secret'))
  })
})
