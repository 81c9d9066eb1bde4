import type { DispatchPointFields } from '../../../contract/delivery.js'

/** A dispatch point of the tests: a kitchen in Pune that delivers around it, and where customers may collect. */
export const testDispatchPoint: DispatchPointFields = {
  name: 'Koregaon Park kitchen',
  address: 'Lane 5, Koregaon Park',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
  areas: { allIndia: false, states: [], pincodes: ['411'] },
  charges: { base: 40, perKg: 0, freeAbove: null },
  pickup: { only: false, address: '', hours: '' },
}
