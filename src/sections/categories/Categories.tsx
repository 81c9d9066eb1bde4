import { categoryPath } from '../../../contract/product-path'
import { useT } from '../../i18n/translator'
import type { SectionProps } from '../../registry/define-section'
import type { ValuesOf } from '../../registry/section-schema'
import { StorefrontSection } from '../shared/StorefrontSection'
import type { categoriesSchema } from './schema'

/** The decoded values (`./schema.ts`). */
export type CategoriesValues = ValuesOf<typeof categoriesSchema.fields>

/**
 * The shop's categories as tiles, each opening that category's own page (`categoryPath`, a plain link: no script).
 * With none, visitors see nothing; the owner's preview says what will appear.
 */
export function Categories({ values, context }: SectionProps<CategoriesValues>) {
  const t = useT()
  const categories = context.storefront?.categories ?? []
  return (
    <StorefrontSection
      title={values.title}
      context={context}
      empty={categories.length === 0}
      emptyText={t('sections.categoriesEmpty')}
    >
      <ul className="storefront__grid category-tiles">
        {categories.map((category) => (
          <li key={category.id}>
            <a className="card category-tile" href={categoryPath(category.slug)}>
              {category.image && <img src={category.image} alt="" width={96} height={96} loading="lazy" />}
              <span className="category-tile__name">{category.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </StorefrontSection>
  )
}
