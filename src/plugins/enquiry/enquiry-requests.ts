import type { CatalogueItem } from '../../../contract/catalogue'
import type { ChatEngine } from '../../engine/chat-engine'
import type { ItemSelection } from '../../engine/plugin'
import { addItemRef, ITEM_DATA_KEYS, type ItemRef } from '../catalogue'

/**
 * The enquiry plugin's public store (`engine.plugin('enquiry')`): how other
 * plugins and the item cards start an enquiry. The panel's own state lives
 * in `EnquiryStore`, which loads with the panel.
 */
export class EnquiryRequests {
  constructor(private readonly engine: ChatEngine) {}

  /**
   * 'Send Enquiry Request' for an item priced on request (docs/product.md, 'Validation rules'): the item, with
   * its choice, joins the stored enquiry (`webOrderSendEnquiryRequestItemData`)
   * and the enquiry panel opens; signed out, it waits for sign-in like
   * `?source=send_enquiry_request`.
   */
  enquireAbout(item: CatalogueItem, selection: ItemSelection): void {
    const ref: ItemRef = { productId: item._id, slug: item.slug }
    if (selection.variant) ref.selectedVariant = selection.variant._id
    if (selection.package) ref.selectedPackage = selection.package._id
    addItemRef(this.engine.storage, ITEM_DATA_KEYS.enquiry, ref)
    this.engine.ui.closePanel()
    void this.engine.openSource('send_enquiry_request')
  }

  /**
   * A page's deep link (`?source=send_enquiry_request&item=<slug>`): one more item of the enquiry, shown with its price
   * when it has one.
   */
  linkItem(slug: string): void {
    addItemRef(this.engine.storage, ITEM_DATA_KEYS.enquiryWithPrice, { slug })
  }
}
