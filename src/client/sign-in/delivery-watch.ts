import type { OtpChannel } from '../../../contract/otp-delivery'
import { OtpDeliveryStatus } from '../../../contract/otp-delivery-status'

/**
 * What a code request answered (`SendOtpAnswer`, contract/otp-delivery.ts): the channel that carried the code, the
 * other one 'Resend code' may choose, and the id its status is asked by.
 */
export interface CodeSent {
  channel?: OtpChannel
  otherChannel?: OtpChannel
  deliveryId?: string
}

/** How often, and how long, an open code form asks how its code stands. */
export const DELIVERY_WATCH = { everyMs: 3000, forMs: 120_000 } as const

/**
 * Asks how a sent code stands every few seconds while the form waits for it (`DELIVERY_WATCH`), so a failure the
 * provider reports late (WhatsApp's webhook) and the SMS that followed reach the open form. One code at a time:
 * `start` forgets the previous one, `stop` ends the asking. A failed question is asked again next time.
 *
 * @example
 * const watch = new DeliveryWatch((id) => api.post(path, { deliveryId: id }, t.unknown), apply)
 * watch.start('5f0c…')
 */
export class DeliveryWatch {
  private generation = 0
  private timer: ReturnType<typeof setTimeout> | undefined

  constructor(
    private readonly ask: (deliveryId: string) => Promise<unknown>,
    private readonly onStatus: (status: OtpDeliveryStatus) => void,
  ) {}

  start(deliveryId: string): void {
    this.stop()
    const generation = this.generation
    const until = Date.now() + DELIVERY_WATCH.forMs
    const next = () => {
      if (generation !== this.generation || Date.now() >= until) return
      this.timer = setTimeout(
        () => void this.askOnce(deliveryId, generation).then((go) => go && next()),
        DELIVERY_WATCH.everyMs,
      )
    }
    next()
  }

  stop(): void {
    this.generation++
    clearTimeout(this.timer)
    this.timer = undefined
  }

  /** Whether to ask again: not once it was delivered, nor after a failure of the SMS (nothing follows that). */
  private async askOnce(deliveryId: string, generation: number): Promise<boolean> {
    let status: unknown
    try {
      status = await this.ask(deliveryId)
    } catch {
      return true
    }
    if (generation !== this.generation) return false
    if (!OtpDeliveryStatus.is(status)) return true
    this.onStatus(status)
    return status.status !== 'delivered' && !(status.status === 'failed' && status.channel === 'sms')
  }
}
