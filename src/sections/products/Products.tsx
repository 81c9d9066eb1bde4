import { selectProducts } from '../../../contract/storefront'
import { useT } from '../../i18n/translator'
import type { SectionProps } from '../../registry/define-section'
import type { ValuesOf } from '../../registry/section-schema'
import { StorefrontSection } from '../shared/StorefrontSection'
import { ProductCard } from './ProductCard'
import type { productsSchema } from './schema'

/** The decoded values (`./schema.ts`). */
export type ProductsValues = ValuesOf<typeof productsSchema.fields>

/**
 * The shop's products from the live catalogue, as the section's binding picks them (`selectProducts`, the rule the
 * server trims the page data with). With none to show, visitors see nothing; the owner's preview says what will
 * appear.
 */
export function Products({ values, context }: SectionProps<ProductsValues>) {
  const t = useT()
  const items = context.storefront ? selectProducts(context.storefront, values) : []
  return (
    <StorefrontSection
      title={values.title}
      context={context}
      empty={items.length === 0}
      emptyText={t('sections.productsEmpty')}
    >
      <div className="storefront__grid">
        {items.map((item) => (
          <ProductCard key={item.id} item={item} />
        ))}
      </div>
    </StorefrontSection>
  )
}
