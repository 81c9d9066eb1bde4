import { makeAutoObservable, runInAction } from 'mobx'
import { MessageResponse } from '../../../contract/auth'
import {
  OWNER_DISCOUNT_CODES_PATH,
  OWNER_DISCOUNT_CODE_DELETE_PATH,
  OWNER_DISCOUNT_CODE_SAVE_PATH,
  OwnerDiscountCodesResponse,
  SaveDiscountCodeResponse,
  type DiscountCode,
  type DiscountCodeInput,
  type DiscountKind,
} from '../../../contract/discount-codes'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'
import { Loadable } from '../../client/store/loadable'
import { failureOf, type Failure } from '../panel-kit/errors'
import { SectionForm } from '../panel-kit/section-form'

/** The code form as typed: numbers and dates as the fields hold them ('' for none); `_id` null for a new code. */
export interface DiscountCodeForm {
  _id: string | null
  code: string
  kind: DiscountKind
  value: string
  /** Whole order, or only the chosen categories and items. */
  scope: 'order' | 'chosen'
  itemIds: string[]
  categoryIds: string[]
  minOrder: string
  startsOn: string
  endsOn: string
  useLimit: string
  oncePerCustomer: boolean
  active: boolean
}

type Choice = { _id: string; name: string }

const blank: Omit<DiscountCodeForm, '_id'> = {
  code: '',
  kind: 'percent',
  value: '',
  scope: 'order',
  itemIds: [],
  categoryIds: [],
  minOrder: '',
  startsOn: '',
  endsOn: '',
  useLimit: '',
  oncePerCustomer: false,
  active: true,
}

const text = (value: number | string | null) => (value === null || value === 0 ? '' : String(value))
/** A number field: '' is `empty`, anything else the number typed (the server says what is wrong with it). */
const number = (value: string, empty: number | null) => (value.trim() === '' ? empty : Number(value))

/** What the server is sent for a form. */
export function toInput(form: DiscountCodeForm): DiscountCodeInput {
  const chosen = form.scope === 'chosen'
  return {
    code: form.code,
    kind: form.kind,
    value: form.kind === 'freeDelivery' ? 0 : (number(form.value, 0) as number),
    itemIds: chosen ? form.itemIds : [],
    categoryIds: chosen ? form.categoryIds : [],
    minOrder: number(form.minOrder, 0) as number,
    startsOn: form.startsOn || null,
    endsOn: form.endsOn || null,
    useLimit: number(form.useLimit, null),
    oncePerCustomer: form.oncePerCustomer,
    active: form.active,
  }
}

/**
 * Settings › Discount codes: the site's codes with their uses, one edited at a time in place of the list; pause or
 * resume one from the list; delete (asked first). The categories and items a code may name come with the list.
 */
export class DiscountCodesStore {
  readonly request = new Loadable()
  codes: DiscountCode[] = []
  categories: Choice[] = []
  items: Choice[] = []
  readonly code = new SectionForm<DiscountCodeForm>()
  confirmingDelete: DiscountCode | null = null
  failure: Failure | null = null

  constructor(private readonly api: OwnerHttpClient) {
    makeAutoObservable<DiscountCodesStore, 'api'>(this, { api: false, request: false, code: false })
  }

  /** Loads the codes each time the screen shows them (their uses change with every order), unless on their way. */
  load(): Promise<boolean> {
    return this.request.run(
      () => this.api.get(OWNER_DISCOUNT_CODES_PATH, OwnerDiscountCodesResponse),
      (data) => {
        this.codes = data.discountCodes
        this.categories = data.categories
        this.items = data.items
      },
      { key: 'codes', quiet: true },
    )
  }

  get editing(): DiscountCodeForm | null {
    return this.code.form
  }

  edit(code: DiscountCode | null): void {
    if (!code) return this.code.open({ _id: null, ...blank })
    const chosen = code.itemIds.length > 0 || code.categoryIds.length > 0
    this.code.open({
      ...code,
      value: text(code.value),
      scope: chosen ? 'chosen' : 'order',
      minOrder: text(code.minOrder),
      startsOn: code.startsOn ?? '',
      endsOn: code.endsOn ?? '',
      useLimit: text(code.useLimit),
    })
  }

  cancel(): void {
    this.code.open(null)
  }

  set<K extends keyof DiscountCodeForm>(field: K, value: DiscountCodeForm[K]): void {
    if (this.editing) this.code.change(this.editing, field, value)
  }

  /** Adds or takes away one category or item of the code. */
  toggle(field: 'itemIds' | 'categoryIds', id: string, on: boolean): void {
    const form = this.editing
    if (form) this.set(field, on ? [...form[field], id] : form[field].filter((known) => known !== id))
  }

  save(): Promise<boolean> {
    return this.code.submit(
      (form) =>
        this.api.post(
          OWNER_DISCOUNT_CODE_SAVE_PATH,
          { ...(form._id && { _id: form._id }), ...toInput(form) },
          SaveDiscountCodeResponse,
        ),
      ({ discountCode }) => {
        this.put(discountCode)
        this.code.fill(null)
      },
    )
  }

  /** Pause or resume from the list. */
  async setActive(code: DiscountCode, active: boolean): Promise<void> {
    const { _id, uses: _uses, ...input } = code
    await this.act(() =>
      this.api
        .post(OWNER_DISCOUNT_CODE_SAVE_PATH, { _id, ...input, active }, SaveDiscountCodeResponse)
        .then(({ discountCode }) => this.put(discountCode)),
    )
  }

  askDelete(code: DiscountCode | null): void {
    this.confirmingDelete = code
    this.failure = null
  }

  async remove(code: DiscountCode): Promise<void> {
    await this.act(async () => {
      await this.api.post(OWNER_DISCOUNT_CODE_DELETE_PATH, { _id: code._id }, MessageResponse)
      runInAction(() => {
        this.codes = this.codes.filter((known) => known._id !== code._id)
        this.confirmingDelete = null
      })
    })
  }

  private put(code: DiscountCode): void {
    const at = this.codes.findIndex((known) => known._id === code._id)
    this.codes = at === -1 ? [code, ...this.codes] : this.codes.map((known, index) => (index === at ? code : known))
  }

  private async act(call: () => Promise<unknown>): Promise<void> {
    this.failure = null
    try {
      await call()
    } catch (error) {
      runInAction(() => (this.failure = failureOf(error)))
    }
  }
}
