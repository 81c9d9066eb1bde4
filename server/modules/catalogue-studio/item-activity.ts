import type { ActivityAction, ActivityChange } from '../../../contract/owner-activity.js'
import type { OwnerItem } from '../../../contract/owner-catalogue.js'
import { valueChanges, type ActivityRecord } from '../activity/index.js'

/** The item's own fields an entry shows without values: lists and ids mean nothing in a sentence. */
const WITHOUT_VALUES = ['images', 'dispatchPointIds', 'catalogueId', 'description']

type Option = { _id: string; name: string }

/** Added, removed and changed options (variants or packages), matched by id; each change names its option. */
function optionChanges<T extends Option>(kind: string, before: readonly T[], after: readonly T[], money: string[]) {
  const changes: ActivityChange[] = []
  const was = new Map(before.map((option) => [option._id, option]))
  const now = new Set(after.map((option) => option._id))
  for (const option of after) {
    const old = was.get(option._id)
    if (!old) changes.push({ field: `${kind}.added`, option: option.name })
    else {
      const { _id: _oldId, ...oldFields } = old
      const { _id: _newId, ...newFields } = option
      changes.push(...valueChanges(oldFields, newFields, { option: option.name, money }))
    }
  }
  for (const option of before) if (!now.has(option._id)) changes.push({ field: `${kind}.removed`, option: option.name })
  return changes
}

/**
 * What an owner's save changed in an item, field by field: prices in rupees, a variant's or package's fields
 * named with the option (`{ field: 'basePrice', option: 'Regular', from: 120, to: 140 }`).
 */
export function itemChanges(before: OwnerItem, after: OwnerItem): ActivityChange[] {
  const own = (item: OwnerItem) => {
    const {
      _id: _itemId,
      version: _version,
      archived: _archived,
      position: _position,
      variants: _variants,
      packages: _packages,
      pricing,
      shipping: { dimensions, ...shipping },
      ...fields
    } = item
    return {
      ...fields,
      basePrice: pricing.basePrice,
      salePrice: pricing.salePrice,
      priceVisible: pricing.priceVisible,
      taxApplicable: pricing.taxApplicable,
      taxRate: pricing.taxRate,
      shippingAvailable: shipping.available,
      shippingWeight: shipping.weight,
      dimensions: `${dimensions.length} × ${dimensions.width} × ${dimensions.height}`,
    }
  }
  return [
    ...valueChanges(own(before), own(after), { withoutValues: WITHOUT_VALUES, money: ['basePrice', 'salePrice'] }),
    ...optionChanges('variants', before.variants, after.variants, ['basePrice', 'salePrice']),
    ...optionChanges('packages', before.packages, after.packages, ['price']),
  ]
}

/** An entry about one item. */
export function itemRecord(item: OwnerItem, action: ActivityAction, changes: ActivityChange[] = []): ActivityRecord {
  return { subject: 'item', subjectId: item._id, subjectName: item.name, action, changes }
}
