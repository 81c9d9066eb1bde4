import { selectProducts } from '../../../contract/storefront'
import { useT } from '../../i18n/translator'
import type { SectionProps } from '../../registry/define-section'
import type { ValuesOf } from '../../registry/section-schema'
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
  if (items.length === 0 && !context.editMode) return null
  return (
    <section className="wrap storefront" id={context.anchor} tabIndex={-1}>
      {values.title && <h2>{values.title}</h2>}
      {items.length === 0 ? (
        <p className="storefront__empty">{t('sections.productsEmpty')}</p>
      ) : (
        <div className="storefront__grid">
          {items.map((item) => (
            <ProductCard key={item.id} item={item} />
          ))}
        </div>
      )}
    </section>
  )
}
