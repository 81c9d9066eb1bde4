// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ORDER_UPDATED_EVENT } from '../../../contract/orders'
import { REPORT_MANUAL_PAYMENT_PATH, upiLink, type ManualDetails } from '../../../contract/payment'
import { TEST_SITE_ID, type TestEngine } from '../../engine/testing'
import { COPIED_MS } from './manual-payment'
import { FIRST_LOAD, openHistory, renderPaymentWidget } from './payment-harness'
import { manualIntegration, onlineIntegration, paidOrder, unpaidOrder } from './test-payment'

const order = unpaidOrder()
const writeText = vi.fn<(text: string) => Promise<void>>()

beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined)
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

/** History with one unpaid order; 'Pay' pressed; the manual sheet open. */
async function openManualSheet(
  details: ManualDetails,
  integration = manualIntegration(details),
  server = [order],
): Promise<TestEngine> {
  const test = await renderPaymentWidget({
    orders: server,
    integration,
    routes: { [`POST ${REPORT_MANUAL_PAYMENT_PATH}`]: { body: { message: 'success', data: order } } },
  })
  openHistory(test)
  fireEvent.click(await screen.findByRole('button', { name: 'Pay ₹393.90 for order KK-1001' }, FIRST_LOAD))
  await screen.findByRole('region', { name: 'Pay for KK-1001' }, FIRST_LOAD)
  return test
}

const sheet = () => screen.getByRole('region', { name: 'Pay for KK-1001' })
const methods = () =>
  within(within(sheet()).getByRole('group', { name: 'How would you like to pay?' })).getAllByRole(
    'radio',
  ) as HTMLInputElement[]

const kesar: ManualDetails = {
  qrCode: '/uploads/kesar-qr.png',
  qrCodeAccountName: 'Kesar Kitchen',
  upiId: 'kesarkitchen@upi',
  upiAccountName: 'Kesar Kitchen',
  phoneNumber: null,
}

describe('manual payment', () => {
  it('offers only the methods whose detail exists, the first chosen', async () => {
    await openManualSheet(kesar)
    expect(methods().map((radio) => radio.labels?.[0]?.textContent)).toEqual(['QR code', 'UPI ID'])
    expect(methods()[0]!.checked).toBe(true)
    expect(within(sheet()).getByRole('img', { name: 'QR code to pay Kesar Kitchen' }).getAttribute('src')).toBe(
      '/uploads/kesar-qr.png',
    )
    fireEvent.click(within(sheet()).getByRole('radio', { name: 'UPI ID' }))
    // The chosen method's detail may arrive a moment after the click (its view is drawn after the sheet's state).
    expect(await within(sheet()).findByText('kesarkitchen@upi')).toBeTruthy()
    expect(within(sheet()).getByText('Account name: Kesar Kitchen')).toBeTruthy()
  })

  it("links upiLink() as 'Open UPI app', with a drawn QR of it when the site has no QR image", async () => {
    await openManualSheet({ upiId: 'kesarkitchen@upi', upiAccountName: 'Kesar Kitchen', phoneNumber: '9829012345' })
    expect(methods().map((radio) => radio.value)).toEqual(['upiId', 'phoneNumber'])
    const link = within(sheet()).getByRole('link', { name: 'Open UPI app' })
    expect(link.getAttribute('href')).toBe(
      upiLink({ upiId: 'kesarkitchen@upi', upiAccountName: 'Kesar Kitchen' }, 393.9, 'KK-1001'),
    )
    expect(link.getAttribute('href')).toBe(
      'upi://pay?pa=kesarkitchen%40upi&pn=Kesar+Kitchen&am=393.90&cu=INR&tn=KK-1001',
    )
    const qr = await within(sheet()).findByRole(
      'img',
      { name: 'QR code of the UPI payment link for ₹393.90' },
      FIRST_LOAD,
    )
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,/)
    expect(decodeURIComponent(qr.getAttribute('src')!)).toContain('<svg')
  })

  it("copies the UPI id, shows 'Copied' for 2 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await openManualSheet({ upiId: 'kesarkitchen@upi', upiAccountName: 'Kesar Kitchen' })
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Copy UPI ID' }))
    await within(sheet()).findByRole('button', { name: 'Copied' })
    expect(writeText).toHaveBeenCalledWith('kesarkitchen@upi')
    await act(() => vi.advanceTimersByTimeAsync(COPIED_MS - 100))
    expect(within(sheet()).getByRole('button', { name: 'Copied' })).toBeTruthy()
    await act(() => vi.advanceTimersByTimeAsync(100))
    expect(within(sheet()).getByRole('button', { name: 'Copy UPI ID' })).toBeTruthy()
  })

  it("says 'Failed to copy to clipboard' when the browser refuses", async () => {
    const test = await openManualSheet({ phoneNumber: '9829012345', phoneNumberAccountName: 'Asha' })
    writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'))
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Copy phone number' }))
    await waitFor(() =>
      expect(test.engine.snackbar.current).toMatchObject({ message: 'Failed to copy to clipboard', severity: 'error' }),
    )
    expect(within(sheet()).queryByRole('button', { name: 'Copied' })).toBeNull()
  })

  it("says 'UPI ID not available' when the site has no UPI id", async () => {
    await openManualSheet({ phoneNumber: '9829012345', phoneNumberAccountName: 'Asha' })
    expect(methods().map((radio) => radio.value)).toEqual(['phoneNumber'])
    expect(within(sheet()).getByText('UPI ID not available')).toBeTruthy()
    expect(within(sheet()).queryByRole('link', { name: 'Open UPI app' })).toBeNull()
  })

  it('refuses a bad reference saying what a UTR is, then reports it and waits for the confirmation', async () => {
    const server = [order]
    const test = await openManualSheet(
      { upiId: 'kesarkitchen@upi', upiAccountName: 'Kesar Kitchen' },
      undefined,
      server,
    )
    const reference = within(sheet()).getByRole('textbox', { name: 'Payment reference (UTR)' })
    fireEvent.click(within(sheet()).getByRole('button', { name: 'I have paid' }))
    expect(within(sheet()).getByRole('alert').textContent).toBe('Please enter the payment reference (UTR).')
    for (const typed of ['abc', 'ab-12']) {
      fireEvent.change(reference, { target: { value: typed } })
      fireEvent.click(within(sheet()).getByRole('button', { name: 'I have paid' }))
      expect(within(sheet()).getByRole('alert').textContent).toBe(
        'That does not look like a UTR: it is the 12-digit reference your UPI app shows ' +
          "in the payment's details, like 401234567890.",
      )
    }
    expect(reference.getAttribute('aria-invalid')).toBe('true')
    expect(test.transport.callsTo(REPORT_MANUAL_PAYMENT_PATH)).toHaveLength(0)

    fireEvent.change(reference, { target: { value: ' 4021 1234 5678 ' } })
    fireEvent.click(within(sheet()).getByRole('button', { name: 'I have paid' }))
    const waiting = await within(sheet()).findByText(
      'Thank you! Your payment of ₹393.90 is waiting for the business to confirm it. ' +
        'This order will show Paid once they do.',
    )
    expect(waiting.getAttribute('role')).toBe('status')
    expect(test.transport.callsTo(REPORT_MANUAL_PAYMENT_PATH)[0]!.body).toEqual({
      customerId: 'cust-1',
      orderId: 'ord-1',
      reference: '402112345678',
      subdomain: 'demo',
    })
    await waitFor(() => expect(document.activeElement).toBe(within(sheet()).getByRole('button', { name: 'Done' })))

    // The owner confirms (docs/product.md, 'Roles and permissions'): the server pushes the order, its milestone Paid.
    server[0] = paidOrder(order)
    act(() => test.sockets.last!.serverEmit(ORDER_UPDATED_EVENT, { clientId: TEST_SITE_ID, order: server[0] }))
    expect(within(sheet()).getByText('The business has confirmed your payment. This order is paid.')).toBeTruthy()
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Done' }))
    const card = await screen.findByRole('article', { name: 'KK-1001' })
    expect(within(card).getByText('1/1 paid')).toBeTruthy()
  })

  it('attaches a screenshot through the media plugin (jpeg or png only) and reports it with the UTR', async () => {
    const test = await openManualSheet({ upiId: 'kesarkitchen@upi', upiAccountName: 'Kesar Kitchen' })
    const picker = () => within(sheet()).getByLabelText('Screenshot of the payment (optional)')
    fireEvent.change(picker(), { target: { files: [new File(['GIF89a'], 'proof.gif', { type: 'image/gif' })] } })
    expect((await within(sheet()).findByRole('alert')).textContent).toBe(
      'Invalid image file type. Please select a valid image.',
    )

    // The upload itself is the media plugin's (tested there); here its public API answers.
    const upload = vi
      .spyOn(test.engine.plugin('media'), 'uploadImage')
      .mockResolvedValue('/uploads/demo/chat-widget/images/proof.png')
    fireEvent.change(picker(), { target: { files: [new File(['png'], 'proof.png', { type: 'image/png' })] } })
    expect(await within(sheet()).findByText('Attached: proof.png')).toBeTruthy()
    expect(upload).toHaveBeenCalledTimes(1)
    fireEvent.change(within(sheet()).getByRole('textbox', { name: 'Payment reference (UTR)' }), {
      target: { value: '412345678901' },
    })
    fireEvent.click(within(sheet()).getByRole('button', { name: 'I have paid' }))
    await within(sheet()).findByText(/is waiting for the business to confirm it/)
    expect(test.transport.callsTo(REPORT_MANUAL_PAYMENT_PATH)[0]!.body).toEqual({
      customerId: 'cust-1',
      orderId: 'ord-1',
      reference: '412345678901',
      subdomain: 'demo',
      screenshotUrl: '/uploads/demo/chat-widget/images/proof.png',
    })
  })

  it('offers the manual details beside an online gateway', async () => {
    await openManualSheet(
      { upiId: 'kesarkitchen@upi', upiAccountName: 'Kesar Kitchen' },
      onlineIntegration({ manualDetails: { upiId: 'kesarkitchen@upi', upiAccountName: 'Kesar Kitchen' } }),
    )
    await within(sheet()).findByText('Pay securely with Sandbox.')
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Pay by UPI or QR code instead' }))
    expect(within(sheet()).getByRole('link', { name: 'Open UPI app' })).toBeTruthy()
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Pay online with Sandbox instead' }))
    expect(within(sheet()).getByRole('button', { name: 'Pay ₹393.90' })).toBeTruthy()
  })
})
