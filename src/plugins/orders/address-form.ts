import { makeAutoObservable, runInAction } from 'mobx'
import {
  ADDRESS_MESSAGES,
  addressPhoneDigits,
  DeliveryAddressInput,
  type AddressField,
  type AddressType,
  type DeliveryAddress,
} from '../../../contract/address'
import { decode } from '../../../contract/decode'
import { PINCODE_PATH, PINCODE_PATTERN, PincodeResponse } from '../../../contract/pincode'
import type { ChatEngine } from '../../engine/chat-engine'
import { HttpError, serverMessageOf } from '../../client/http/http-error'
import { Loadable } from '../../client/store/loadable'
import { Submission } from '../../client/store/submission'
import type { AddressBook } from './address-book'

export interface AddressValues {
  type: AddressType
  name: string
  fullName: string
  phone: string
  addressLine1: string
  addressLine2: string
  pincode: string
  city: string
  state: string
  isDefault: boolean
}

/** Where the pincode check is (docs/product.md, 'Validation rules'): Save waits for `valid`. */
export type PincodeCheck = 'idle' | 'checking' | 'valid' | 'invalid' | 'unavailable'

type FieldErrors = Partial<Record<AddressField, string>>

const EMPTY: AddressValues = {
  type: 'home',
  name: '',
  fullName: '',
  phone: '',
  addressLine1: '',
  addressLine2: '',
  pincode: '',
  city: '',
  state: '',
  isDefault: false,
}

/**
 * The address form (docs/product.md): add or update. The phone keeps digits only (at
 * most 15); the pincode is looked up on its sixth digit, which fills city
 * and state; Save stays disabled until the pincode is valid. Errors show
 * after a field is left or Save is pressed, with the address messages, judged by
 * the same codec the server decodes with. A new address starts with the
 * signed-in customer's phone and name (the name of their default address
 * when the account has none), to correct if the parcel is for someone else.
 */
export class AddressForm {
  values: AddressValues
  pincodeCheck: PincodeCheck
  /** 'District, State' of the pincode found. */
  place: string | null = null
  touched = new Set<AddressField>()
  submitted = false
  /** Saving or deleting (the kernel's `Submission`: one at a time). */
  readonly saving = new Submission()
  /** The answer's own error (a failed save), shown above the buttons. */
  formError: string | null = null
  private serverErrors: FieldErrors = {}
  /** The pincode lookup (the kernel's `Loadable`): the answer for a pincode since changed is dropped. */
  private readonly lookup = new Loadable()

  constructor(
    private readonly engine: ChatEngine,
    private readonly book: AddressBook,
    readonly editing: DeliveryAddress | null,
  ) {
    this.values = editing
      ? {
          type: editing.type,
          name: editing.name ?? '',
          fullName: editing.fullName,
          phone: editing.phone,
          addressLine1: editing.addressLine1,
          addressLine2: editing.addressLine2 ?? '',
          pincode: editing.pincode,
          city: editing.city,
          state: editing.state,
          isDefault: editing.isDefault,
        }
      : { ...EMPTY, ...signedInContact(engine, book), isDefault: book.addresses.length === 0 }
    // A saved address's pincode was checked when it was saved.
    this.pincodeCheck = editing ? 'valid' : 'idle'
    makeAutoObservable<AddressForm, 'engine' | 'book' | 'lookup'>(this, {
      engine: false,
      book: false,
      editing: false,
      lookup: false,
      saving: false,
    })
  }

  /** The validation message of each field that is wrong (client rules first, then the server's). */
  get errors(): FieldErrors {
    const errors: FieldErrors = { ...this.serverErrors }
    const decoded = decode(DeliveryAddressInput, this.input, 'address')
    if (!decoded.ok) {
      for (const { path } of decoded.errors) {
        const field = path.split('.')[1] as AddressField
        if (field in ADDRESS_MESSAGES) errors[field] = this.engine.t(`orders:address.errors.${field}`)
      }
    }
    if (this.pincodeCheck === 'invalid') errors.pincode = this.engine.t('orders:address.errors.pincodeInvalid')
    if (this.pincodeCheck === 'unavailable') errors.pincode = this.engine.t('orders:address.errors.pincodeUnavailable')
    return errors
  }

  /** The error to show for a field: only once it was left or Save was pressed. */
  errorOf(field: AddressField): string | undefined {
    return this.submitted || this.touched.has(field) ? this.errors[field] : undefined
  }

  get canSave(): boolean {
    return this.pincodeCheck === 'valid' && !this.saving.busy
  }

  get isNew(): boolean {
    return this.editing === null
  }

  set<K extends keyof AddressValues>(field: K, value: AddressValues[K]): void {
    this.values[field] = value
    if (field in this.serverErrors) this.serverErrors = { ...this.serverErrors, [field]: undefined }
  }

  setPhone(typed: string): void {
    this.set('phone', addressPhoneDigits(typed))
  }

  /** Digits only, at most 6; the sixth digit starts the lookup. */
  setPincode(typed: string): void {
    const pincode = typed.replace(/\D/g, '').slice(0, 6)
    this.set('pincode', pincode)
    this.place = null
    this.lookup.reset()
    if (pincode.length < 6) {
      this.pincodeCheck = 'idle'
      return
    }
    if (!PINCODE_PATTERN.test(pincode)) {
      this.pincodeCheck = 'invalid'
      this.touched.add('pincode')
      return
    }
    void this.lookUp(pincode)
  }

  leave(field: AddressField): void {
    this.touched.add(field)
  }

  /** Saves (add or update). True when saved; otherwise the errors show. */
  async save(): Promise<boolean> {
    this.submitted = true
    if (!this.canSave || Object.values(this.errors).some(Boolean)) return false
    this.formError = null
    const editing = this.editing
    const input = this.input
    const saved = await this.saving.submit(() =>
      editing ? this.book.update(editing._id, input) : this.book.add(input),
    )
    if (saved) return true
    const error = this.saving.error
    runInAction(() => {
      this.serverErrors = fieldErrorsOf(error)
      const fieldsNamed = Object.keys(this.serverErrors).length > 0
      // An update refused for its fields says 'Please enter valid details'; otherwise the add or update failure text.
      this.formError =
        editing && fieldsNamed
          ? this.engine.t('orders:address.errors.invalidDetails')
          : (serverMessageOf(error) ??
            this.engine.t(editing ? 'orders:address.errors.update' : 'orders:address.errors.add'))
    })
    return false
  }

  /** Deletes the edited address (offered only when there is more than one). */
  async remove(): Promise<boolean> {
    const editing = this.editing
    if (!editing || !this.book.canDelete) return false
    if (await this.saving.submit(() => this.book.remove(editing._id))) return true
    const error = this.saving.error
    runInAction(() => (this.formError = serverMessageOf(error) ?? this.engine.t('orders:address.errors.delete')))
    return false
  }

  private get input(): DeliveryAddressInput {
    const { name, addressLine2, ...rest } = this.values
    return { ...rest, name: name.trim() || null, addressLine2: addressLine2.trim() || null, countryCode: '+91' }
  }

  private async lookUp(pincode: string): Promise<void> {
    this.pincodeCheck = 'checking'
    const found = this.lookup.run(
      () => this.engine.transport.get(PINCODE_PATH, PincodeResponse, { pincode }),
      ({ data }) => {
        this.pincodeCheck = 'valid'
        this.values.city = data.District
        this.values.state = data.State
        this.place = this.engine.t('orders:address.pincodeFound', { district: data.District, state: data.State })
      },
    )
    const current = this.lookup.current()
    if ((await found) || !current()) return
    const { error } = this.lookup
    runInAction(() => {
      // 404: no such pincode; anything else: the lookup itself failed.
      this.pincodeCheck =
        error instanceof HttpError && (error.status === 404 || error.status === 400) ? 'invalid' : 'unavailable'
      this.touched.add('pincode')
    })
  }
}

/** The address fields a 400 names (`body.deliveryAddress.city` → city), with the server's message. */
function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof HttpError)) return {}
  const errors: FieldErrors = {}
  for (const { path, message } of error.errors) {
    const field = path.split('.').pop() as AddressField
    if (field in ADDRESS_MESSAGES) errors[field] = message
  }
  return errors
}

/** The signed-in customer's name and phone, as a new address's contact. */
function signedInContact(engine: ChatEngine, book: AddressBook): Pick<AddressValues, 'fullName' | 'phone'> {
  const customer = engine.session.current?.customerData
  const known = book.addresses.find((address) => address.isDefault) ?? book.addresses[0]
  return {
    fullName: customer?.name?.trim() || known?.fullName || '',
    phone: addressPhoneDigits(customer?.phoneNumber ?? ''),
  }
}
