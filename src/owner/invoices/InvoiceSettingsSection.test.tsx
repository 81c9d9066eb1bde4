// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { OWNER_INVOICE_SETTINGS_PATH, type InvoiceSettings } from '../../../contract/invoices'
import { renderOwnerPanel } from '../panel-kit/testing/render-owner'
import { InvoiceSettingsSection } from './InvoiceSettingsSection'
import { InvoiceSettingsStore } from './invoice-settings-store'

afterEach(cleanup)

describe('the GST and invoices section', () => {
  it('checks the GSTIN before saving, fills its state, and saves what the owner typed', async () => {
    const saved: InvoiceSettings[] = []
    renderOwnerPanel(
      {
        [`GET ${OWNER_INVOICE_SETTINGS_PATH}`]: { body: { gstin: null, legalName: '', state: null, prefix: 'INV' } },
        [`PUT ${OWNER_INVOICE_SETTINGS_PATH}`]: (request) => {
          saved.push(request.body as InvoiceSettings)
          return { body: request.body }
        },
      },
      (api) => <InvoiceSettingsSection store={new InvoiceSettingsStore(api)} />,
    )
    const gstin = await screen.findByRole('textbox', { name: 'GSTIN' })
    fireEvent.change(gstin, { target: { value: '27aapfu0939f1za' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save invoice settings' }))
    expect(await screen.findByText(/does not match the others/)).toBeTruthy()
    expect(gstin.getAttribute('aria-invalid')).toBe('true')
    expect(saved).toEqual([])

    fireEvent.change(gstin, { target: { value: '27AAPFU0939F1ZV' } })
    expect((screen.getByRole('combobox', { name: 'Your state' }) as HTMLSelectElement).value).toBe('27')
    fireEvent.change(screen.getByRole('textbox', { name: 'Legal name' }), { target: { value: 'Kesar Foods LLP' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Invoice number prefix' }), { target: { value: 'kk' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save invoice settings' }))
    await waitFor(() =>
      expect(saved).toEqual([{ gstin: '27AAPFU0939F1ZV', legalName: 'Kesar Foods LLP', state: '27', prefix: 'KK' }]),
    )

    fireEvent.change(screen.getByRole('combobox', { name: 'Your state' }), { target: { value: '08' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save invoice settings' }))
    expect(await screen.findByText(/GSTIN is of another state/)).toBeTruthy()
    expect(saved).toHaveLength(1)
  })
})
