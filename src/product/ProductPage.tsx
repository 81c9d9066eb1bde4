import type { PageResponse } from '../../contract/page'
import type { ProductPageData } from '../../contract/product-page'
import { formatRupees, localeOf } from '../../contract/format'
import type { Language } from '../../contract/language'
import { ProductDetails } from './ProductDetails'
import { ProductPhotos } from './ProductPhotos'
import { StorefrontPage } from './StorefrontPage'

/**
 * A product's own page (`/products/<slug>`), server-rendered and never hydrated, in the storefront's frame
 * (`StorefrontPage`): the photos with their viewer, the details and the buttons into the chat widget.
 */
export function ProductPage({ page, product, lang }: { page: PageResponse; product: ProductPageData; lang: Language }) {
  const { item } = product
  const money = (rupees: number) => formatRupees(rupees, localeOf(lang))
  return (
    <StorefrontPage page={page} here={item.name}>
      <div className="product__layout">
        <ProductPhotos images={item.images} name={item.name} />
        <ProductDetails product={product} money={money} />
      </div>
    </StorefrontPage>
  )
}
