import type { PageResponse } from '../../contract/page'
import type { CategoryPageData } from '../../contract/product-page'
import { ProductCard } from '../sections/products/ProductCard'
import { StorefrontPage } from './StorefrontPage'

/**
 * A category's own page (`/products/category/<slug>`, where the Categories section's tiles lead), server-rendered
 * and never hydrated, in the storefront's frame: the category's name and its items as the Products section's cards.
 */
export function CategoryPage({ page, category }: { page: PageResponse; category: CategoryPageData }) {
  return (
    <StorefrontPage page={page} here={category.name}>
      <h1 className="category-page__title">{category.name}</h1>
      <div className="storefront__grid">
        {category.items.map((item) => (
          <ProductCard key={item.id} item={item} heading="h2" />
        ))}
      </div>
    </StorefrontPage>
  )
}
