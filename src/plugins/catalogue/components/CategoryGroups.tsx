import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import type { Catalogue } from '../../../../contract/catalogue'
import { useEngine, useWidgetT } from '../../../engine/react'
import { shopOf, type TopicGroup } from '../shop/shop-store'
import { photoAttributes } from '../../../ui/photo-attributes'

/** Every topic's categories, each topic under its name; 'No categories yet' when no topic has any. */
export const CategoryGroups = observer(function CategoryGroups() {
  const shop = shopOf(useEngine())
  const t = useWidgetT('catalogue')
  const groups = shop.shownGroups
  if (shop.groupsLoad.status !== 'ready') return null
  if (groups.length === 0) return <p className="vw-catalogue__empty">{t('noCategories')}</p>
  return (
    <>
      {groups.map((group) => (
        <Group key={group.topic._id} group={group} />
      ))}
    </>
  )
})

function Group({ group }: { group: TopicGroup }) {
  const id = useId()
  return (
    <section className="vw-catalogue__group" aria-labelledby={id}>
      <h3 id={id} className="vw-catalogue__topic">
        {group.topic.name}
      </h3>
      <ul className="vw-catalogue__categories">
        {group.catalogues.map((catalogue) => (
          <li key={catalogue._id}>
            <CategoryButton catalogue={catalogue} />
          </li>
        ))}
      </ul>
    </section>
  )
}

/** One catalogue with its category: opens the catalogue's products or services. */
function CategoryButton({ catalogue: item }: { catalogue: Catalogue }) {
  const catalogue = useEngine().plugin('catalogue')
  const t = useWidgetT('catalogue')
  return (
    <button type="button" className="vw-catalogue__category" onClick={() => void catalogue.openCatalogue(item)}>
      {item.categoryId.image && (
        <img
          className="vw-catalogue__category-image"
          {...photoAttributes(item.categoryId.image, '48px')}
          alt=""
          loading="lazy"
        />
      )}
      <span className="vw-catalogue__category-name">{item.categoryId.name}</span>
      {item.name !== item.categoryId.name && <span className="vw-catalogue__category-catalogue">{item.name}</span>}
      <span className="vw-catalogue__category-count">{t('items', { count: item.categoryId.totalItems })}</span>
    </button>
  )
}
