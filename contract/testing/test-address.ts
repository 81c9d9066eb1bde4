import type { DeliveryAddress } from '../address'

/** A saved address for tests (Jaipur, the default). */
export function testAddress(overrides: Partial<DeliveryAddress> = {}): DeliveryAddress {
  return {
    _id: 'addr-1',
    type: 'home',
    name: null,
    fullName: 'Asha Verma',
    countryCode: '+91',
    phone: '9829012345',
    addressLine1: '14 Tilak Marg',
    addressLine2: null,
    city: 'Jaipur',
    state: 'Rajasthan',
    pincode: '302017',
    isDefault: true,
    ...overrides,
  }
}
