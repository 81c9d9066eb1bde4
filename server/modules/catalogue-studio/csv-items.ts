import type { CsvProblem } from '../../../contract/owner-catalogue-csv.js'
import type { FieldError } from '../../../contract/decode.js'
import { PATH_COLUMNS, TRANSLATED_COLUMNS, YES_NO_COLUMNS, type Column, type CsvRow } from './csv-columns.js'
import type { CsvGroup } from './csv-read.js'

/** What an item's rows name by name: resolved to the site's ids by the import. */
export interface CsvLookups {
  catalogueId(name: string): string
  /** A dispatch point's id, or undefined when the site has none of that name. */
  dispatchPointId(name: string): string | undefined
}

/** An item read from its rows: not yet decoded (the contract's `ItemInput` codec does that), and its rows. */
export interface CsvItem {
  group: CsvGroup
  /** The cells turned into the shape of `ItemInput`; a cell that is no number stays NaN, for the codec to refuse. */
  input: unknown
  /** Problems the codec cannot see (an unknown availability or dispatch point). */
  problems: CsvProblem[]
  variantRows: number[]
  packageRows: number[]
}

const cell = (row: CsvRow, column: Column) => (row.cells[column] ?? '').trim()

/** '1,299.00 INR' or '₹ 1299' → 1299; '' → `empty`; anything else NaN (the codec answers notMoney / notCount). */
function numberOf(row: CsvRow, column: Column, empty: number | null | undefined) {
  const text = cell(row, column)
    .replace(/^₹\s*/, '')
    .replace(/\s*INR$/i, '')
    .replace(/,/g, '')
  return text === '' ? empty : Number(text)
}

/** yes / no (also true / false, 1 / 0); '' → `empty`; anything else stays text, for the codec to refuse. */
function yesNo(row: CsvRow, column: Column, empty: boolean): boolean | string {
  const text = cell(row, column).toLowerCase()
  if (text === '') return empty
  if (['yes', 'y', 'true', '1'].includes(text)) return true
  if (['no', 'n', 'false', '0'].includes(text)) return false
  return text
}

const OUT_OF_STOCK = ['out of stock', 'discontinued']
const IN_STOCK = ['', 'in stock', 'available for order', 'preorder']

/** The item of a group of rows, in `ItemInput`'s shape. */
export function csvItem(group: CsvGroup, lookups: CsvLookups): CsvItem {
  const first = group.rows[0]!
  const problems: CsvProblem[] = []
  const variantRows = group.rows.filter((row) => cell(row, 'variant') !== '' || cell(row, 'variant_price') !== '')
  const packageRows = group.rows.filter((row) => cell(row, 'package') !== '' || cell(row, 'package_price') !== '')
  const variants = variantRows.map((row) => ({
    name: row.cells.variant ?? '',
    basePrice: numberOf(row, 'variant_price', undefined),
    salePrice: numberOf(row, 'variant_sale_price', null),
    stock: numberOf(row, 'variant_stock', 0),
    sku: row.cells.variant_sku ?? '',
    weight: numberOf(row, 'variant_weight_kg', null),
    isDefault: yesNo(row, 'variant_default', false),
  }))
  // A file that marks no default variant (a Meta one) makes the first the default.
  if (variants.length > 0 && variants.every((variant) => variant.isDefault === false)) variants[0]!.isDefault = true
  const packages = packageRows.map((row) => ({
    name: row.cells.package ?? '',
    price: numberOf(row, 'package_price', undefined),
    discountPercentage: numberOf(row, 'package_discount_percent', 0),
    stock: numberOf(row, 'package_stock', null),
  }))
  const typeCell = cell(first, 'type').toLowerCase()
  const itemType = typeCell === '' ? (packages.length > 0 && variants.length === 0 ? 'service' : 'product') : typeCell
  const availability = cell(first, 'availability').toLowerCase()
  if (!IN_STOCK.includes(availability) && !OUT_OF_STOCK.includes(availability))
    problems.push({ row: first.row, column: 'availability', message: 'notAvailability' })
  const stock =
    cell(first, 'stock') !== '' ? numberOf(first, 'stock', null) : OUT_OF_STOCK.includes(availability) ? 0 : null
  const dispatchPointIds = cell(first, 'ships_from')
    .split('|')
    .map((name) => name.trim())
    .filter((name) => name !== '')
    .flatMap((name) => {
      const id = lookups.dispatchPointId(name)
      if (id === undefined) problems.push({ row: first.row, column: 'ships_from', message: 'unknown' })
      return id === undefined ? [] : [id]
    })
  const button = cell(first, 'button').toLowerCase()
  const images = [cell(first, 'image_link'), ...cell(first, 'additional_image_link').split(/,\s*/)]
  const input = {
    catalogueId: lookups.catalogueId(cell(first, 'catalogue')),
    itemType,
    name: first.cells.title ?? '',
    description: first.cells.description ?? '',
    images: images.filter((image) => image !== ''),
    video: cell(first, 'video_link') === '' ? null : cell(first, 'video_link'),
    slug: group.slug,
    variantTitle: cell(first, 'variant_title') === '' ? null : cell(first, 'variant_title'),
    variants,
    packages,
    pricing: {
      basePrice: numberOf(first, 'price', variants[0]?.basePrice ?? packages[0]?.price),
      salePrice: numberOf(first, 'sale_price', null),
      priceVisible: yesNo(first, 'price_visible', true),
      taxApplicable: yesNo(first, 'tax', false),
      taxRate: numberOf(first, 'tax_rate', 0),
    },
    inventoryTotal: variants.length > 0 ? null : stock,
    shipping: {
      available: yesNo(first, 'shipping', itemType === 'product'),
      weight: numberOf(first, 'weight_kg', 0),
      dimensions: {
        length: numberOf(first, 'length_cm', 0),
        width: numberOf(first, 'width_cm', 0),
        height: numberOf(first, 'height_cm', 0),
      },
    },
    dispatchPointIds,
    button: button === '' ? null : button === 'chat' ? 'Chat' : button === 'contact' ? 'Contact' : button,
    hidden: yesNo(first, 'hidden', false),
    // Only the columns the file has: an item imported from a file without `title@hi` keeps its Hindi name.
    ...Object.fromEntries(
      TRANSLATED_COLUMNS.flatMap(({ key, column }) => (column in first.cells ? [[key, first.cells[column]]] : [])),
    ),
  }
  return {
    group,
    input,
    problems,
    variantRows: variantRows.map((row) => row.row),
    packageRows: packageRows.map((row) => row.row),
  }
}

/** A field error of the item (`item.variants.1.salePrice`) as a problem of its row and column. */
export function problemOf(item: CsvItem, error: FieldError): CsvProblem {
  const [, ...keys] = error.path.split('.')
  const firstRow = item.group.rows[0]!
  let row = firstRow
  let column: Column
  const option = keys[0] === 'variants' ? item.variantRows : keys[0] === 'packages' ? item.packageRows : null
  if (option && keys.length >= 3) {
    const rowNumber = option[Number(keys[1])]
    row = item.group.rows.find((entry) => entry.row === rowNumber) ?? firstRow
    column = PATH_COLUMNS[`${keys[0] === 'variants' ? 'variant' : 'package'}.${keys[2]}`] ?? 'variant'
  } else if (keys[0] === 'images')
    column = keys[1] === undefined || keys[1] === '0' ? 'image_link' : 'additional_image_link'
  else column = PATH_COLUMNS[keys.join('.')] ?? PATH_COLUMNS[keys[0] ?? ''] ?? 'title'
  let message = error.message
  if (message.startsWith('expected') || message.startsWith('Invalid')) {
    if (YES_NO_COLUMNS.has(column)) message = 'notYesNo'
    else message = (row.cells[column] ?? '').trim() === '' ? 'required' : 'invalid'
  }
  return { row: row.row, column, message }
}
