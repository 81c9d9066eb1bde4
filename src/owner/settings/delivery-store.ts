import { makeAutoObservable, runInAction } from 'mobx'
import {
  CheckPincodeResponse,
  OWNER_DELIVERY_CHECK_PATH,
  OWNER_DELIVERY_DELETE_PATH,
  OWNER_DELIVERY_PATH,
  OWNER_DELIVERY_SAVE_PATH,
  OwnerDeliveryResponse,
  type DispatchPointFields,
  type DispatchPointView,
} from '../../../contract/delivery'
import { PINCODE_PATH, PINCODE_PATTERN, PincodeResponse } from '../../../contract/pincode'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'
import { failureOf, type Failure } from '../panel-kit/errors'

/** A dispatch point as typed: areas as comma-separated lists, money as text ('' for free-above: never). */
export interface PointForm {
  name: string
  address: string
  city: string
  state: string
  pincode: string
  allIndia: boolean
  states: string
  pincodes: string
  base: string
  perKg: string
  freeAbove: string
  pickupOnly: boolean
  pickupAddress: string
  pickupHours: string
}

/** The check-a-pincode form: a pincode (its state filled from the lookup) and a sample cart. */
export interface CheckForm {
  pincode: string
  state: string
  weightKg: string
  amount: string
}

const EMPTY: PointForm = {
  name: '',
  address: '',
  city: '',
  state: '',
  pincode: '',
  allIndia: false,
  states: '',
  pincodes: '',
  base: '0',
  perKg: '0',
  freeAbove: '',
  pickupOnly: false,
  pickupAddress: '',
  pickupHours: '',
}

const list = (text: string) =>
  text
    .split(/[,\n]/)
    .map((entry) => entry.trim())
    .filter(Boolean)
/** A typed amount as the server reads it: '' is 0; what is no number is sent as typed and refused at its field. */
const money = (text: string): number => (text.trim() === '' ? 0 : Number(text.trim()))

function formOf(point: DispatchPointView): PointForm {
  return {
    name: point.name,
    address: point.address,
    city: point.city,
    state: point.state,
    pincode: point.pincode,
    allIndia: point.areas.allIndia,
    states: point.areas.states.join(', '),
    pincodes: point.areas.pincodes.join(', '),
    base: String(point.charges.base),
    perKg: String(point.charges.perKg),
    freeAbove: point.charges.freeAbove === null ? '' : String(point.charges.freeAbove),
    pickupOnly: point.pickup.only,
    pickupAddress: point.pickup.address,
    pickupHours: point.pickup.hours,
  }
}

function fieldsOf(form: PointForm): DispatchPointFields {
  return {
    name: form.name,
    address: form.address,
    city: form.city,
    state: form.state,
    pincode: form.pincode,
    areas: { allIndia: form.allIndia, states: list(form.states), pincodes: list(form.pincodes) },
    charges: {
      base: money(form.base),
      perKg: money(form.perKg),
      freeAbove: form.freeAbove.trim() === '' ? null : money(form.freeAbove),
    },
    pickup: { only: form.pickupOnly, address: form.pickupAddress, hours: form.pickupHours },
  }
}

/**
 * The Delivery section of Settings: the dispatch points, one edited at a
 * time (a refused save keeps the form and shows each field's error beside
 * it), deleting with a confirmation, and the pincode check.
 */
export class DeliveryStore {
  status: 'loading' | 'ready' | 'failed' = 'loading'
  failure: Failure | null = null
  data: OwnerDeliveryResponse | null = null
  /** The point being edited (`_id` null: a new one). */
  editing: { _id: string | null; form: PointForm } | null = null
  saveFailure: Failure | null = null
  saving = false
  /** The point whose delete waits for a yes. */
  confirmingDelete: string | null = null
  deleteFailure: Failure | null = null
  saved = false
  check: CheckForm = { pincode: '', state: '', weightKg: '1', amount: '500' }
  checkResult: CheckPincodeResponse | null = null
  checkFailure: Failure | null = null

  constructor(/** The owner client (the activity lists call it too). */ readonly api: OwnerHttpClient) {
    makeAutoObservable(this, { api: false })
  }

  async load(): Promise<void> {
    this.status = this.data ? 'ready' : 'loading'
    try {
      const data = await this.api.get(OWNER_DELIVERY_PATH, OwnerDeliveryResponse)
      runInAction(() => {
        this.data = data
        this.status = 'ready'
      })
    } catch (error) {
      runInAction(() => {
        this.failure = failureOf(error)
        this.status = 'failed'
      })
    }
  }

  edit(point: DispatchPointView | null): void {
    this.editing = { _id: point?._id ?? null, form: point ? formOf(point) : { ...EMPTY } }
    this.saveFailure = null
    this.saved = false
    this.confirmingDelete = null
  }

  cancel(): void {
    this.editing = null
    this.saveFailure = null
  }

  change<K extends keyof PointForm>(key: K, value: PointForm[K]): void {
    if (this.editing) this.editing.form[key] = value
  }

  /** The error of a field (`name`, `areas.states`, `charges.base`), from the last refused save. */
  fieldError(field: string): string | null {
    const path = `body.point.${field}`
    const error = this.saveFailure?.fields.find((entry) => entry.path === path || entry.path.startsWith(`${path}.`))
    return error?.message ?? null
  }

  async save(): Promise<void> {
    const editing = this.editing
    if (!editing) return
    this.saving = true
    this.saveFailure = null
    const body = { ...(editing._id && { _id: editing._id }), point: fieldsOf(editing.form) }
    try {
      const data = await this.api.post(OWNER_DELIVERY_SAVE_PATH, body, OwnerDeliveryResponse)
      runInAction(() => {
        this.data = data
        this.editing = null
        this.saved = true
        this.checkResult = null
      })
    } catch (error) {
      runInAction(() => (this.saveFailure = failureOf(error)))
    } finally {
      runInAction(() => (this.saving = false))
    }
  }

  askDelete(id: string | null): void {
    this.confirmingDelete = id
    this.deleteFailure = null
  }

  async remove(id: string): Promise<void> {
    this.saving = true
    this.deleteFailure = null
    try {
      const data = await this.api.post(OWNER_DELIVERY_DELETE_PATH, { _id: id }, OwnerDeliveryResponse)
      runInAction(() => {
        this.data = data
        this.confirmingDelete = null
        this.checkResult = null
      })
    } catch (error) {
      runInAction(() => (this.deleteFailure = failureOf(error)))
    } finally {
      runInAction(() => (this.saving = false))
    }
  }

  /** A field of the check; a full pincode fills its state from the pincode lookup. */
  changeCheck<K extends keyof CheckForm>(key: K, value: CheckForm[K]): void {
    this.check[key] = value
    this.checkResult = null
    if (key === 'pincode' && PINCODE_PATTERN.test(value.trim())) void this.fillState(value.trim())
  }

  async runCheck(): Promise<void> {
    this.checkFailure = null
    const { pincode, state, weightKg, amount } = this.check
    try {
      const body = { pincode, state, weightKg: money(weightKg), amount: money(amount) }
      const result = await this.api.post(OWNER_DELIVERY_CHECK_PATH, body, CheckPincodeResponse)
      runInAction(() => (this.checkResult = result))
    } catch (error) {
      runInAction(() => (this.checkFailure = failureOf(error)))
    }
  }

  private async fillState(pincode: string): Promise<void> {
    try {
      const place = await this.api.get(PINCODE_PATH, PincodeResponse, { pincode })
      runInAction(() => {
        if (this.check.pincode.trim() === pincode) this.check.state = place.data.State
      })
    } catch {
      // Unknown or not reachable: the owner types the state.
    }
  }
}
