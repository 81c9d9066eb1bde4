// @vitest-environment jsdom
import { QuickRepliesStore } from '../quick-replies/quick-replies-store'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  DEFAULT_HOURS,
  OWNER_SETTINGS_HOURS_PATH,
  OWNER_SETTINGS_PATH,
  OWNER_SETTINGS_PAYMENTS_PATH,
  OWNER_SETTINGS_PROFILE_PATH,
  OWNER_SETTINGS_TEST_KEYS_PATH,
  type OwnerSettingsResponse,
  type PaymentSettingsBody,
  type ProfileBody,
} from '../../../contract/settings'
import { OWNER_ACTIVITY_PATH } from '../../../contract/owner-activity'
import { createOwnerI18n, ownerT } from '../i18n'
import { NotificationsStore } from '../notifications/notifications-store'
import { renderOwnerPanel } from '../panel-kit/testing/render-owner'
import { TeamStore } from '../team/team-store'
import { SettingsNavigation } from './settings-navigation'
import { SettingsStore } from './settings-store'
import { SettingsView } from './SettingsView'
import { fieldRefusal } from '../../client/testing/fake-transport'

afterEach(cleanup)

const settings = (): OwnerSettingsResponse => ({
  message: 'success',
  payments: {
    upiId: 'kesarkitchen@upi',
    payeeName: 'Kesar Kitchen',
    qrCode: null,
    phone: '+91 98290 00000',
    gateway: 'razorpay',
    razorpay: { keyId: 'rzp_test_Abc123', keySecretLast4: '9876', webhookSecretLast4: null, fromEnvironment: false },
    sandboxAvailable: true,
  },
  profile: {
    name: 'Kesar Kitchen',
    logo: null,
    colorPalette: { background: '#fff8ee', primary: '#9a3412', brand2: '#123456' },
    phone: '',
    whatsapp: '',
    email: '',
    address: '',
  },
  hours: DEFAULT_HOURS,
  status: { open: true, reopens: null },
  activity: [{ _id: 'c1', section: 'payments', fields: ['upiId'], by: 'Meera', at: '2026-11-24T06:00:00.000Z' }],
})

function setup() {
  const sent: PaymentSettingsBody[] = []
  const profiles: ProfileBody[] = []
  const nav = new SettingsNavigation()
  const harness = renderOwnerPanel(
    {
      [`GET ${OWNER_SETTINGS_PATH}`]: { body: settings() },
      [`POST ${OWNER_SETTINGS_PAYMENTS_PATH}`]: (request) => {
        const body = request.body as PaymentSettingsBody
        sent.push(body)
        if (body.upiId.includes(' ')) return fieldRefusal('body.upiId', 'Enter a UPI id like name@bank')
        const answer = settings()
        answer.payments.upiId = body.upiId
        answer.activity.unshift({
          _id: `c${sent.length + 1}`,
          section: 'payments',
          fields: ['upiId'],
          by: 'Meera',
          at: answer.activity[0]!.at,
        })
        return { body: answer }
      },
      [`POST ${OWNER_SETTINGS_HOURS_PATH}`]: { body: settings() },
      [`POST ${OWNER_SETTINGS_PROFILE_PATH}`]: (request) => {
        profiles.push(request.body as ProfileBody)
        return { body: settings() }
      },
      [`GET ${OWNER_ACTIVITY_PATH}`]: {
        body: {
          message: 'success',
          next: null,
          entries: [
            {
              _id: '2',
              subject: 'settings',
              subjectId: 'payments',
              subjectName: 'payments',
              action: 'edited',
              changes: [{ field: 'upiId', from: 'kesar kitchen', to: 'kesar@okaxis' }],
              by: 'Meera',
              at: new Date().toISOString(),
            },
          ],
        },
      },
      [`POST ${OWNER_SETTINGS_TEST_KEYS_PATH}`]: {
        body: { message: 'success', ok: false, detail: 'Razorpay refused these keys' },
      },
    },
    (api) => (
      <SettingsView
        nav={nav}
        store={new SettingsStore(api)}
        team={new TeamStore({ api, t: ownerT(createOwnerI18n()), onLeft() {} })}
        notifications={new NotificationsStore(api)}
        quickReplies={new QuickRepliesStore(api)}
      />
    ),
  )
  return { ...harness, sent, profiles, nav }
}

/** Opens a screen from the Settings list, as the owner taps its entry. */
async function open(name: string) {
  fireEvent.click(await screen.findByRole('button', { name }))
  return screen.getByRole('heading', { level: 2, name })
}

describe('the Settings tab', () => {
  it('lists its screens; one opens on its own with its heading focused, and Back returns to its entry', async () => {
    const { nav } = setup()
    expect(screen.getByRole('heading', { level: 2, name: 'Settings' })).toBeTruthy()
    const entries = screen.getAllByRole('button').map((button) => button.getAttribute('aria-labelledby'))
    expect(entries).toHaveLength(10)
    const payments = screen.getByRole('button', { name: 'Payments' })
    expect(payments.getAttribute('aria-describedby')).toBeTruthy()
    // One screen at a time: no other section's form, one Save.
    const heading = await open('Payments')
    expect(document.activeElement).toBe(heading)
    expect(nav.screen).toBe('payments')
    expect(screen.queryByRole('button', { name: 'Payments' })).toBeNull()
    expect(await screen.findByRole('textbox', { name: 'UPI id' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Save hours' })).toBeNull()
    expect(screen.getAllByRole('button', { name: /^Save/ })).toHaveLength(1)

    fireEvent.click(screen.getByRole('button', { name: 'Back to Settings' }))
    expect(nav.screen).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Payments' }))
    expect(screen.queryByRole('textbox', { name: 'UPI id' })).toBeNull()
  })

  it('names the colours for what they colour, with swatches, the known roles first', async () => {
    setup()
    await open('Business')
    const colours = (await screen.findByRole('group', { name: 'Colours' })).querySelectorAll('input[type="color"]')
    const labels = [...colours].map((input) => document.querySelector(`label[for="${input.id}"]`)?.textContent)
    expect(labels).toEqual(['Buttons and links', 'Background', 'brand2'])
    expect((screen.getByLabelText('Buttons and links') as HTMLInputElement).value).toBe('#9a3412')
  })

  it('saves the kind of business the owner picks', async () => {
    const { profiles } = setup()
    await open('Business')
    const kind = (await screen.findByRole('combobox', { name: 'Kind of business' })) as HTMLSelectElement
    expect(kind.value).toBe('other')
    fireEvent.change(kind, { target: { value: 'bakery' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save business' }))
    await waitFor(() => expect(profiles.at(-1)?.businessKind).toBe('bakery'))
  })

  it("shows a refused field's error beside it, and saves once fixed", async () => {
    const { sent, server } = setup()
    await open('Payments')
    const upi = await screen.findByRole('textbox', { name: 'UPI id' })
    fireEvent.change(upi, { target: { value: 'kesar kitchen' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save payments' }))
    await waitFor(() => expect(upi.getAttribute('aria-invalid')).toBe('true'))
    expect(document.activeElement).toBe(upi)
    const described = upi.getAttribute('aria-describedby')!.split(' ')
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain('Enter a UPI id like name@bank')
    fireEvent.change(upi, { target: { value: 'kesar@okaxis' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save payments' }))
    expect(await screen.findByText('Saved')).toBeTruthy()
    expect(upi.getAttribute('aria-invalid')).toBeNull()
    // A secret left empty is left out: the stored one stays.
    expect(sent.at(-1)).toEqual({
      upiId: 'kesar@okaxis',
      payeeName: 'Kesar Kitchen',
      qrCode: null,
      phone: '+91 98290 00000',
      gateway: 'razorpay',
      razorpay: { keyId: 'rzp_test_Abc123' },
    })
    // The payments activity, opened, reads the section's entries; a save reloads it.
    fireEvent.click(screen.getAllByText('Activity')[0]!)
    expect(await screen.findByText(/^Meera changed UPI id from “kesar kitchen” to “kesar@okaxis” · /)).toBeTruthy()
    const reads = () => server.calls.filter((call) => call.path === OWNER_ACTIVITY_PATH)
    expect(reads()[0]!.query).toEqual({ subject: 'settings', id: 'payments' })
    fireEvent.click(screen.getByRole('button', { name: 'Save payments' }))
    await waitFor(() => expect(reads()).toHaveLength(2))
  })

  it('shows only the last four characters of a stored secret, warns of a payee unlike the business', async () => {
    setup()
    await open('Payments')
    expect(await screen.findByText('Saved, ending in 9876. Leave empty to keep it.')).toBeTruthy()
    expect((screen.getByLabelText('Key secret') as HTMLInputElement).value).toBe('')
    fireEvent.change(screen.getByRole('textbox', { name: /Payee name/ }), { target: { value: 'Meera Sharma' } })
    expect(screen.getByText(/This differs from the business name \(Kesar Kitchen\)/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Test keys' }))
    expect(await screen.findByText('Razorpay refused these keys')).toBeTruthy()
  })

  it('sends the week as openings per day, a closed day as none, and the pause with its message', async () => {
    const { server } = setup()
    await open('Opening hours')
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Pause orders' }))
    fireEvent.change(screen.getByRole('textbox', { name: 'Message at checkout while paused' }), {
      target: { value: 'Back Monday' },
    })
    fireEvent.click(screen.getByRole('checkbox', { name: 'Saturday' }))
    fireEvent.change(screen.getByRole('textbox', { name: 'Away message in हिन्दी' }), {
      target: { value: 'सोमवार को लौटेंगे' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Save hours' }))
    await screen.findByText('Saved')
    const body = server.calls.find((call) => call.path === OWNER_SETTINGS_HOURS_PATH)!.body as typeof DEFAULT_HOURS
    expect(body).toMatchObject({ pauseOrders: true, pauseMessage: 'Back Monday', timeZone: 'Asia/Kolkata' })
    expect(body['awayMessage@hi']).toBe('सोमवार को लौटेंगे')
    expect(body.week).toMatchObject({ mon: [{ opens: '09:00', closes: '18:00' }], sat: [], sun: [] })
  })
})
