import { makeAutoObservable } from 'mobx'
import { CodeText } from '../../../contract/discount-codes'
import type { Totals } from '../../../contract/orders'
import { linkedDiscountCode } from '../../widget/discount-link'

/**
 * The discount code of a checkout: what the field holds, and the code the totals are asked with. A shared link's code
 * (`?code=`) fills it at the start. The server says whether it applies and what it takes off (`Totals.discount`), or
 * why not (`Totals.codeProblem`); a code that is not even a code ('!') is refused here, before any call.
 */
export class CheckoutCode {
  /** What the field holds. */
  input: string
  /** The code the totals are asked with (capitals), or null. */
  sent: string | null = null
  /** The field holds no code at all when Apply was pressed. */
  malformed = false

  constructor(private readonly changed: () => void) {
    const linked = linkedDiscountCode()
    this.input = linked ?? ''
    makeAutoObservable<CheckoutCode, 'changed'>(this, { changed: false })
    if (linked) this.apply()
  }

  setInput(value: string): void {
    this.input = value
    this.malformed = false
  }

  /** 'Apply': asks the totals again with the field's code. */
  apply(): void {
    const decoded = CodeText.decode(this.input)
    if (decoded._tag === 'Left') {
      this.malformed = true
      return
    }
    this.sent = decoded.right
    this.input = decoded.right
    this.changed()
  }

  /** 'Remove': the totals without a code; a shared link's code is forgotten. */
  remove(): void {
    this.sent = null
    this.input = ''
    this.malformed = false
    linkedDiscountCode(true)
    this.changed()
  }

  /** The code Create Order sends: only one the totals say applies (else the order is made without it). */
  toOrder(totals: Totals | null): string | undefined {
    return this.sent !== null && totals?.discount?.code === this.sent ? this.sent : undefined
  }

  /** The order used it: a shared link's code is not offered again this visit. */
  used(): void {
    linkedDiscountCode(true)
  }
}
