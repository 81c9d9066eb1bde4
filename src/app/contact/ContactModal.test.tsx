// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CONTACT_PATH } from '../../../contract/contact'
import { pageBundle } from '../../i18n/i18next'
import { TranslatorProvider } from '../../i18n/translator'
import { SNACKBAR_MS } from '../../ui/Snackbar'
import ContactModal from './ContactModal'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

/** The page around the modal: a button that opens it, as the Final CTA does. */
function Page({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <TranslatorProvider bundle={pageBundle}>
      <button type="button" onClick={() => setOpen(true)}>
        Contact us
      </button>
      {open && (
        <ContactModal
          subdomain="demo"
          onClose={() => {
            onClose()
            setOpen(false)
          }}
        />
      )}
    </TranslatorProvider>
  )
}

function openModal(onClose?: () => void) {
  render(<Page onClose={onClose} />)
  const opener = screen.getByRole('button', { name: 'Contact us' })
  opener.focus()
  fireEvent.click(opener)
  return { opener, dialog: screen.getByRole('dialog', { name: 'Get in touch' }) }
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name })
const type = (name: string | RegExp, value: string) => fireEvent.change(field(name), { target: { value } })
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }))

function stubFetch(status: number, answer: unknown) {
  const fetch = vi.fn(async () => ({ ok: status >= 200 && status < 300, status, json: async () => answer }) as Response)
  vi.stubGlobal('fetch', fetch)
  return fetch
}

describe('ContactModal', () => {
  it('is a labelled modal that takes focus, locks page scroll and marks the page (the toggle steps aside)', () => {
    const { opener, dialog } = openModal()
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(document.activeElement).toBe(field('Name'))
    expect(document.body.style.overflow).toBe('hidden')
    expect(document.documentElement.hasAttribute('data-modal-open')).toBe(true)
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.body.style.overflow).toBe('')
    expect(document.documentElement.hasAttribute('data-modal-open')).toBe(false)
    expect(document.activeElement).toBe(opener)
  })

  it('closes on Escape, on the close button and on a backdrop click, not on a click inside', () => {
    const onClose = vi.fn()
    openModal(onClose)
    fireEvent.keyDown(document.body, { key: 'Escape' })
    expect(onClose).toHaveBeenCalledTimes(1)

    fireEvent.click(screen.getByRole('button', { name: 'Contact us' }))
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalledTimes(2)

    fireEvent.click(screen.getByRole('button', { name: 'Contact us' }))
    const dialog = screen.getByRole('dialog')
    fireEvent.mouseDown(dialog)
    fireEvent.click(dialog)
    expect(screen.queryByRole('dialog')).not.toBeNull()
    const backdrop = dialog.parentElement!
    fireEvent.mouseDown(backdrop)
    fireEvent.click(backdrop)
    expect(onClose).toHaveBeenCalledTimes(3)
  })

  it('keeps Tab and Shift+Tab inside the dialog', () => {
    openModal()
    const close = screen.getByRole('button', { name: 'Close' })
    const submitButton = screen.getByRole('button', { name: 'Submit' })
    submitButton.focus()
    fireEvent.keyDown(submitButton, { key: 'Tab' })
    expect(document.activeElement).toBe(close)
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(submitButton)
    // Focus that escaped (e.g. to the body) is brought back in.
    ;(document.activeElement as HTMLElement).blur()
    fireEvent.keyDown(document.body, { key: 'Tab' })
    expect(document.activeElement).toBe(close)
  })

  it('shows a field error only after that field is left, or after submit', () => {
    const fetch = stubFetch(200, { message: 'success' })
    openModal()
    expect(screen.queryByText('Name is required')).toBeNull()
    fireEvent.blur(field('Name'))
    expect(screen.getByText('Name is required')).toBeTruthy()
    expect(field('Name').getAttribute('aria-invalid')).toBe('true')
    expect(field('Name').getAttribute('aria-describedby')).toBe(screen.getByText('Name is required').id)
    expect(screen.queryByText('Phone number is required')).toBeNull()

    type('Name', 'A')
    expect(screen.getByText('Name must be at least 2 characters')).toBeTruthy()
    type('Name', 'Asha')
    expect(screen.queryByText(/Name must/)).toBeNull()
    expect(field('Name').getAttribute('aria-invalid')).toBeNull()

    type(/^Email/, 'asha@')
    expect(screen.queryByText('Please enter a valid email address')).toBeNull()
    submit()
    expect(screen.getByText('Phone number is required')).toBeTruthy()
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy()
    expect(document.activeElement).toBe(field('Phone'))
    expect(fetch).not.toHaveBeenCalled()
  })

  it('posts the form, closes, and shows the success message for 6 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const fetch = stubFetch(200, { message: 'success' })
    const onClose = vi.fn()
    const { opener } = openModal(onClose)
    type('Name', ' Asha Rao ')
    fireEvent.change(screen.getByRole('combobox', { name: 'Country code' }), { target: { value: '+971' } })
    type('Phone', '(50) 123-45678')
    type(/^Email/, 'asha@example.com')
    type(/^Company/, 'Rao Caterers')
    type(/^Services/, 'Lunch for 40')
    type(/^Message/, 'Please call after 6 pm')
    submit()

    expect(await screen.findByText("Thanks! We'll get back to you soon.")).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe("Thanks! We'll get back to you soon.")
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
    expect(fetch).toHaveBeenCalledTimes(1)
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe(CONTACT_PATH)
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', headers: { timeout: '1000' } })
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Asha Rao',
      contact: '(50) 123-45678',
      countryCode: '+971',
      email: 'asha@example.com',
      company: 'Rao Caterers',
      subdomain: 'demo',
      messageContent: 'Lunch for 40',
      message: 'Please call after 6 pm',
    })

    expect(onClose).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(SNACKBAR_MS))
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('shows the server message on failure and keeps what was typed', async () => {
    stubFetch(429, { message: 'Too many messages. Please try again in a few minutes.', code: 'TOO_MANY_REQUESTS' })
    openModal()
    type('Name', 'Asha')
    type('Phone', '9829012345')
    submit()
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Too many messages. Please try again in a few minutes.'),
    )
    expect(screen.getByRole('dialog')).toBeTruthy()
    expect((field('Name') as HTMLInputElement).value).toBe('Asha')
    expect((field('Phone') as HTMLInputElement).value).toBe('9829012345')
    expect(screen.getByRole('button', { name: 'Submit' }).getAttribute('aria-disabled')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('falls back to the generic message when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    openModal()
    type('Name', 'Asha')
    type('Phone', '9829012345')
    submit()
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to send message. Please try again.'))
  })

  it('shows a busy Submit and sends once while a send is under way', async () => {
    let answer: (value: Response) => void = () => {}
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)))
    vi.stubGlobal('fetch', fetch)
    openModal()
    type('Name', 'Asha')
    type('Phone', '9829012345')
    submit()
    const busy = await screen.findByRole('button', { name: 'Sending...' })
    expect(busy.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(busy)
    expect(fetch).toHaveBeenCalledTimes(1)
    answer({ ok: true, status: 200, json: async () => ({ message: 'success' }) } as Response)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
