import { runInAction } from 'mobx'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { useEngine, useWidgetT } from '../../../engine/react'
import { ServiceSlotPicker, completeSlot, type SlotChoice } from '../../../widget/ui/slot/ServiceSlotPicker'
import { addQuoteStrings } from '../../../widget/ui/slot/quote-strings'
import type { Checkout } from '../checkout'

/**
 * The checkout's preferred date and time slot, shown when a service is in it
 * (loaded then, not with the widget): the picked slot goes into the create
 * call; until it is complete, Create Order says why it waits.
 */
export const CheckoutSlot = observer(function CheckoutSlot({ checkout }: { checkout: Checkout }) {
  const engine = useEngine()
  const [choice, setChoice] = useState<SlotChoice>({ date: '', slot: '' })
  addQuoteStrings(engine.i18n)
  const t = useWidgetT('quotes')
  const pick = (next: SlotChoice) => {
    setChoice(next)
    runInAction(() => (checkout.serviceSlot = completeSlot(next, new Date(engine.now()))))
  }
  return (
    <>
      <ServiceSlotPicker value={choice} onChange={pick} />
      {checkout.serviceSlot === null && (
        <p className="vw-order__blocker" role="status">
          {t('slot.required')}
        </p>
      )}
    </>
  )
})

export default CheckoutSlot
