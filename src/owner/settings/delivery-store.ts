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
import type { ProfileBody } from '../../../contract/settings'
import { PINCODE_PATH, PINCODE_PATTERN, PincodeResponse } from '../../../contract/pincode'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'
import { Loadable } from '../../client/store/loadable'
import { Submission } from '../../client/store/submission'
import { failureIn, type Failure } from '../panel-kit/errors'
import { SectionForm } from '../panel-kit/section-form'

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
 * time (`point`, a section form: a refused save keeps the form and shows each
 * field's error beside it), deleting with a confirmation, and the pincode
 * check.
 */
export class DeliveryStore {
  /** The points' request (the kernel's `Loadable`; a reload keeps the list on screen). */
  readonly request = new Loadable()
  data: OwnerDeliveryResponse | null = null
  /** The point being edited: its form (none: no editor open), and its `_id` (null: a new one). */
  readonly point = new SectionForm<PointForm>('body.point.')
  editingId: string | null = null
  /** The point whose delete waits for a yes, and the delete. */
  confirmingDelete: string | null = null
  readonly deletion = new Submission()
  check: CheckForm = { pincode: '', state: '', weightKg: '1', amount: '500' }
  checkResult: CheckPincodeResponse | null = null
  readonly checking = new Submission()
  /** Points saved or deleted so far (what depends on delivery reads again on a change). */
  saves = 0
  /** The delivery area `suggestFrom` filled in, while the owner has not changed it. */
  private suggestedArea: string | null = null

  constructor(
    /** The owner client (the activity lists call it too). */ readonly api: OwnerHttpClient,
    /** The business's profile as Settings has it: a first point starts at its name and address. */
    private readonly profile: () => Pick<ProfileBody, 'name' | 'address'> | null = () => null,
  ) {
    makeAutoObservable<DeliveryStore, 'profile'>(this, {
      api: false,
      profile: false,
      request: false,
      point: false,
      deletion: false,
      checking: false,
    })
  }

  /** No dispatch point yet: nothing ships, and Delivery opens on the first point's form. */
  get firstPoint(): boolean {
    return this.data !== null && this.data.points.length === 0
  }

  load(): Promise<boolean> {
    return this.request.run(
      () => this.api.get(OWNER_DELIVERY_PATH, OwnerDeliveryResponse),
      (data) => (this.data = data),
      { quiet: true },
    )
  }

  /** The point in the editor, or null. */
  get editing(): { _id: string | null; form: PointForm } | null {
    const form = this.point.form
    return form ? { _id: this.editingId, form } : null
  }

  /** A point saved just now (the list says so until the next edit). */
  get saved(): boolean {
    return this.point.save.done
  }

  /** Opens `point`'s form, or a new point's: blank, but a first one named and placed as the business is. */
  edit(point: DispatchPointView | null): void {
    const profile = this.firstPoint ? this.profile() : null
    const defaults = profile ? { name: profile.name, address: profile.address } : {}
    this.editingId = point?._id ?? null
    this.point.open(point ? formOf(point) : { ...EMPTY, ...defaults })
    this.suggestedArea = null
    this.confirmingDelete = null
  }

  cancel(): void {
    this.point.open(null)
  }

  /** A field of the point; its full pincode suggests where it delivers, its city and its state (`suggestFrom`). */
  change<K extends keyof PointForm>(key: K, value: PointForm[K]): void {
    const form = this.point.form
    if (!form) return
    this.point.change(form, key, value)
    if (key === 'pincodes') this.suggestedArea = null
    if (key === 'pincode' && PINCODE_PATTERN.test(String(value).trim())) void this.suggestFrom(String(value).trim())
  }

  save(): Promise<boolean> {
    const id = this.editingId
    return this.point.submit(
      (form) =>
        this.api.post(
          OWNER_DELIVERY_SAVE_PATH,
          { ...(id && { _id: id }), point: fieldsOf(form) },
          OwnerDeliveryResponse,
        ),
      (data) => {
        this.data = data
        this.point.fill(null)
        this.checkResult = null
        this.saves++
      },
    )
  }

  askDelete(id: string | null): void {
    this.confirmingDelete = id
    this.deletion.clear()
  }

  remove(id: string): Promise<boolean> {
    return this.deletion.submit(
      () => this.api.post(OWNER_DELIVERY_DELETE_PATH, { _id: id }, OwnerDeliveryResponse),
      (data) => {
        this.data = data
        this.confirmingDelete = null
        this.checkResult = null
        this.saves++
      },
    )
  }

  get deleteFailure(): Failure | null {
    return failureIn(this.deletion)
  }

  /** A field of the check; a full pincode fills its state from the pincode lookup. */
  changeCheck<K extends keyof CheckForm>(key: K, value: CheckForm[K]): void {
    this.check[key] = value
    this.checkResult = null
    if (key === 'pincode' && PINCODE_PATTERN.test(value.trim())) void this.fillState(value.trim())
  }

  runCheck(): Promise<boolean> {
    const { pincode, state, weightKg, amount } = this.check
    const body = { pincode, state, weightKg: money(weightKg), amount: money(amount) }
    return this.checking.submit(
      () => this.api.post(OWNER_DELIVERY_CHECK_PATH, body, CheckPincodeResponse),
      (result) => (this.checkResult = result),
    )
  }

  get checkFailure(): Failure | null {
    return failureIn(this.checking)
  }

  /**
   * A point's pincode typed in full: where it delivers, when the owner has not said, becomes the pincodes that share
   * its first three digits (its sorting district: '411' is Pune), and a blank city and state come from the pincode
   * lookup. The owner sees each in its field and may change it.
   */
  private async suggestFrom(pincode: string): Promise<void> {
    const form = this.point.form
    if (form && (form.pincodes.trim() === '' || form.pincodes === this.suggestedArea) && !form.allIndia) {
      this.suggestedArea = pincode.slice(0, 3)
      this.point.change(form, 'pincodes', this.suggestedArea)
    }
    try {
      const place = await this.api.get(PINCODE_PATH, PincodeResponse, { pincode })
      runInAction(() => {
        const now = this.point.form
        if (!now || now.pincode.trim() !== pincode) return
        if (now.city.trim() === '') this.point.change(now, 'city', place.data.District)
        if (now.state.trim() === '') this.point.change(now, 'state', place.data.State)
      })
    } catch {
      // Unknown or not reachable: the owner types the city and state.
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
