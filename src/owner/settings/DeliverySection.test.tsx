// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  OWNER_DELIVERY_CHECK_PATH,
  OWNER_DELIVERY_DELETE_PATH,
  OWNER_DELIVERY_PATH,
  OWNER_DELIVERY_SAVE_PATH,
  type CheckPincodeBody,
  type DispatchPointView,
  type OwnerDeliveryResponse,
  type SaveDispatchPointBody,
} from '../../../contract/delivery'
import { PINCODE_PATH } from '../../../contract/pincode'
import { OWNER_ACTIVITY_PATH } from '../../../contract/owner-activity'
import { renderOwnerPanel } from '../panel-kit/testing/render-owner'
import { DeliverySection } from './DeliverySection'
import { DeliveryStore } from './delivery-store'
import { fieldRefusal } from '../../client/testing/fake-transport'

afterEach(cleanup)

const jaipur = (): DispatchPointView => ({
  _id: 'dp-1',
  name: 'Kesar Kitchen',
  address: 'B-14, Malviya Nagar',
  city: 'Jaipur',
  state: 'Rajasthan',
  pincode: '302017',
  areas: { allIndia: true, states: [], pincodes: [] },
  charges: { base: 60, perKg: 40, freeAbove: 999 },
  pickup: { only: false, address: '', hours: '' },
  itemCount: 3,
})
const answer = (points = [jaipur()]): OwnerDeliveryResponse => ({ message: 'success', points, activity: [] })

function setup() {
  const saved: SaveDispatchPointBody[] = []
  const checked: CheckPincodeBody[] = []
  const harness = renderOwnerPanel(
    {
      [`GET ${OWNER_DELIVERY_PATH}`]: { body: answer() },
      [`POST ${OWNER_DELIVERY_SAVE_PATH}`]: (request) => {
        const body = request.body as SaveDispatchPointBody
        saved.push(body)
        if (body.point.charges.base > 500)
          return fieldRefusal('body.point.areas.pincodes.1', 'Enter pincodes or their first digits')
        const point = { ...jaipur(), ...body.point }
        return {
          body: {
            ...answer([point]),
            activity: [
              {
                _id: 'c1',
                section: 'delivery',
                fields: ['Kesar Kitchen: charges.base'],
                by: 'Meera',
                at: '2026-11-25T06:00:00.000Z',
              },
            ],
          },
        }
      },
      [`GET ${OWNER_ACTIVITY_PATH}`]: {
        body: {
          message: 'success',
          next: null,
          entries: [
            {
              _id: '4',
              subject: 'settings',
              subjectId: 'delivery',
              subjectName: 'delivery',
              action: 'edited',
              changes: [{ field: 'charges.base', option: 'Kesar Kitchen', from: 60, to: 75, money: true }],
              by: 'Meera',
              at: new Date().toISOString(),
            },
          ],
        },
      },
      [`POST ${OWNER_DELIVERY_DELETE_PATH}`]: {
        status: 409,
        body: { message: 'Items ship from this point: Garam Masala.', code: 'IN_USE' },
      },
      [`GET ${PINCODE_PATH}`]: {
        body: { message: 'success', data: { District: 'New Delhi', State: 'Delhi', Circle: 'Delhi' } },
      },
      [`POST ${OWNER_DELIVERY_CHECK_PATH}`]: (request) => {
        checked.push(request.body as CheckPincodeBody)
        return {
          body: {
            message: 'success',
            points: [{ _id: 'dp-1', name: 'Kesar Kitchen', serves: true, charge: 140 }],
            chosen: { _id: 'dp-1', name: 'Kesar Kitchen', charge: 140 },
            cannotShip: ['Ghevar'],
          },
        }
      },
    },
    (api) => <DeliverySection store={new DeliveryStore(api)} />,
  )
  return { ...harness, saved, checked }
}

describe('the Delivery section', () => {
  it('lists each point with where it delivers and its charge, and edits one with errors beside the field', async () => {
    const { saved, server } = setup()
    expect(await screen.findByText('Delivers to: All of India')).toBeTruthy()
    expect(screen.getByText('₹60.00 an order + ₹40.00 a kg, free from ₹999.00')).toBeTruthy()
    expect(screen.getByText('3 items ship from here')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Edit Kesar Kitchen' }))
    const name = screen.getByRole('textbox', { name: 'Name' })
    expect(document.activeElement).toBe(name)
    fireEvent.click(screen.getByRole('checkbox', { name: 'All of India' }))
    const pincodes = screen.getByRole('textbox', { name: 'Pincodes, or their first digits' })
    fireEvent.change(pincodes, { target: { value: '302, 0x' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Per order (₹)' }), { target: { value: '900' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save dispatch point' }))
    await waitFor(() => expect(pincodes.getAttribute('aria-invalid')).toBe('true'))
    expect(document.activeElement).toBe(pincodes)
    expect(screen.getByText('Enter pincodes or their first digits')).toBeTruthy()
    fireEvent.change(pincodes, { target: { value: '302, 110001' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Per order (₹)' }), { target: { value: '75' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Free delivery from (₹)' }), { target: { value: '' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save dispatch point' }))
    expect(await screen.findByText('Saved')).toBeTruthy()
    expect(saved.at(-1)).toEqual({
      _id: 'dp-1',
      point: {
        name: 'Kesar Kitchen',
        address: 'B-14, Malviya Nagar',
        city: 'Jaipur',
        state: 'Rajasthan',
        pincode: '302017',
        areas: { allIndia: false, states: [], pincodes: ['302', '110001'] },
        charges: { base: 75, perKg: 40, freeAbove: null },
        pickup: { only: false, address: '', hours: '' },
      },
    })
    expect(screen.getByText('Delivers to: 302, 110001')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add a dispatch point' }))
    // The section's activity says who changed what, from what to what.
    fireEvent.click(screen.getByText('Activity'))
    expect(
      await screen.findByText(/^Meera changed charge per order of Kesar Kitchen from ₹60\.00 to ₹75\.00 · /),
    ).toBeTruthy()
    expect(server.calls.find((call) => call.path === OWNER_ACTIVITY_PATH)!.query).toEqual({
      subject: 'settings',
      id: 'delivery',
    })
  })

  it('asks before deleting, and says why a point items ship from stays', async () => {
    setup()
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Kesar Kitchen' }))
    const confirm = screen.getByRole('group', { name: 'Delete Kesar Kitchen' })
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, delete' }))
    expect(await within(confirm).findByRole('alert')).toHaveProperty(
      'textContent',
      'Items ship from this point: Garam Masala.',
    )
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep it' }))
    expect(screen.getByRole('button', { name: 'Delete Kesar Kitchen' })).toBeTruthy()
  })

  it('checks a pincode: fills its state, sends the sample cart, says which point delivers and the charge', async () => {
    const { checked } = setup()
    fireEvent.change(await screen.findByRole('textbox', { name: 'Pincode' }), { target: { value: '110001' } })
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: /^State/ }) as HTMLInputElement).value).toBe('Delhi'),
    )
    fireEvent.change(screen.getByRole('textbox', { name: 'Cart weight (kg)' }), { target: { value: '1.2' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Cart value (₹)' }), { target: { value: '200' } })
    fireEvent.click(screen.getByRole('button', { name: 'Check' }))
    expect(await screen.findByText('Kesar Kitchen delivers here. Delivery: ₹140.00')).toBeTruthy()
    expect(screen.getByText('A customer here cannot order: Ghevar')).toBeTruthy()
    expect(checked).toEqual([{ pincode: '110001', state: 'Delhi', weightKg: 1.2, amount: 200 }])
  })
})

describe("a shop's first dispatch point", () => {
  it('opens at once, named and placed as the business; its pincode fills the area, city and state', async () => {
    const saved: SaveDispatchPointBody[] = []
    renderOwnerPanel(
      {
        [`GET ${OWNER_DELIVERY_PATH}`]: { body: answer([]) },
        [`GET ${PINCODE_PATH}`]: {
          body: { message: 'success', data: { District: 'Pune', State: 'Maharashtra', Circle: 'Maharashtra' } },
        },
        [`POST ${OWNER_DELIVERY_SAVE_PATH}`]: (request) => {
          saved.push(request.body as SaveDispatchPointBody)
          return { body: answer([{ ...jaipur(), ...(request.body as SaveDispatchPointBody).point }]) }
        },
      },
      (api) => (
        <DeliverySection
          store={new DeliveryStore(api, () => ({ name: 'Sweet Crumbs', address: 'Lane 5, Koregaon' }))}
        />
      ),
    )
    const form = await screen.findByRole('form', { name: 'New dispatch point' })
    expect((within(form).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Sweet Crumbs')
    expect((within(form).getByRole('textbox', { name: 'Address goods leave from' }) as HTMLInputElement).value).toBe(
      'Lane 5, Koregaon',
    )
    fireEvent.change(within(form).getByRole('textbox', { name: 'Pincode' }), { target: { value: '411001' } })
    const areas = within(form).getByRole('textbox', { name: /^Pincodes/ }) as HTMLInputElement
    expect(areas.value).toBe('411')
    await waitFor(() =>
      expect((within(form).getByRole('textbox', { name: 'City' }) as HTMLInputElement).value).toBe('Pune'),
    )
    expect((within(form).getByRole('textbox', { name: 'State' }) as HTMLInputElement).value).toBe('Maharashtra')
    // A pincode changed again moves the suggestion with it; one the owner wrote stays theirs.
    fireEvent.change(within(form).getByRole('textbox', { name: 'Pincode' }), { target: { value: '412101' } })
    expect(areas.value).toBe('412')
    fireEvent.change(areas, { target: { value: '411, 412' } })
    fireEvent.change(within(form).getByRole('textbox', { name: 'Pincode' }), { target: { value: '411001' } })
    expect(areas.value).toBe('411, 412')
    fireEvent.click(within(form).getByRole('button', { name: 'Save dispatch point' }))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]!.point).toMatchObject({ name: 'Sweet Crumbs', pincode: '411001', city: 'Pune' })
    expect(saved[0]!.point.areas.pincodes).toEqual(['411', '412'])
  })
})
