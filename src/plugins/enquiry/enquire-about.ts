import type { CatalogueItem } from '../../../contract/catalogue'
import type { ChatEngine } from '../../engine/chat-engine'
import type { CatalogueSelection } from '../catalogue/catalogue-store'
import { ITEM_DATA_KEYS, type ItemRef, readItemRefs, sameItemRef, writeItemRefs } from '../catalogue/item-ref'

/**
 * 'Send Enquiry Request' on an item card (§5: items priced on request): the
 * item, with the card's choice, joins the stored enquiry
 * (`webOrderSendEnquiryRequestItemData`) and the enquiry panel opens; signed
 * out, it waits for sign-in like `?source=send_enquiry_request`.
 */
export function enquireAbout(engine: ChatEngine, item: CatalogueItem, selection: CatalogueSelection): void {
  const ref: ItemRef = { productId: item._id, slug: item.slug }
  if (selection.variant) ref.selectedVariant = selection.variant._id
  if (selection.package) ref.selectedPackage = selection.package._id
  const key = ITEM_DATA_KEYS.enquiry
  const refs = readItemRefs(engine.storage, key).filter((stored) => !sameItemRef(stored, ref))
  writeItemRefs(engine.storage, key, [...refs, ref])
  engine.ui.closePanel()
  void engine.openSource('send_enquiry_request')
}
