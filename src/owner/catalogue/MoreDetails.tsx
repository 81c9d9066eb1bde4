import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import { useOwnerT } from '../i18n'
import type { ItemFormStore } from './item-form-store'
import { AboutFields, ButtonFields, PriceDetailsFields, ShippingFields } from './ItemFields'
import { TranslatedFields } from './TranslatedFields'

/**
 * The item form's 'More details', a disclosure: the kind, description, video, web address, the name and description
 * in other languages, sale price, tax, stock, shipping (a product's) and the button. Closed for a new item, so a
 * quick add is a photo, a name and a price; open for a stored item with any of them set, and when a refused save has
 * an error in them.
 */
export const MoreDetails = observer(function MoreDetails({ store }: { store: ItemFormStore }) {
  const t = useOwnerT()
  const id = useId()
  const open = store.detailsOpen
  return (
    <div className="ow-studio-more">
      <button
        type="button"
        className="ow-button ow-button--quiet ow-studio-more__toggle"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => store.toggleDetails()}
      >
        <span aria-hidden="true">{open ? '▾' : '▸'}</span> {t('studio.form.moreDetails')}
      </button>
      {open && (
        <div id={id} className="ow-studio-more__body">
          <AboutFields store={store} />
          <TranslatedFields store={store} />
          <PriceDetailsFields store={store} />
          {store.draft!.input.itemType === 'product' && <ShippingFields store={store} />}
          <ButtonFields store={store} />
        </div>
      )}
    </div>
  )
})
