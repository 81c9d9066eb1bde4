import type { ItemCardActionProps } from '../../../engine/plugin'
import { useEngine, useWidgetT } from '../../../engine/react'
import { priceVisible } from '../../../ui/item/item-choice'
import '../../../widget/ui/item/item.css'

/**
 * The enquiry's action on a catalogue item card: 'Send Enquiry Request' for items priced on request; nothing for priced
 * items.
 */
export function SendEnquiryAction({ item, selection }: ItemCardActionProps) {
  const enquiries = useEngine().plugin('enquiry')
  const t = useWidgetT('enquiry')
  if (priceVisible(item)) return null
  return (
    <button type="button" className="vw-item__action" onClick={() => enquiries.enquireAbout(item, selection)}>
      {t('action')}
    </button>
  )
}
