/** One line of a totals list: its words, its amount already formatted, and whether it is the discount or the total. */
export interface TotalsRow {
  key: string
  label: string
  amount: string
  kind?: 'discount' | 'total'
}

/**
 * A list of money totals (subtotal, discount, GST, shipping, total) as a
 * description list named `label`; `className` is the block the rows'
 * modifiers hang on (`<block>__discount`, `<block>__total`).
 *
 * @example
 * <TotalsList
 *   className="vw-cart-totals"
 *   label={t('totals.label')}
 *   rows={[{ key: 'total', label: t('totals.total'), amount: '₹393.90', kind: 'total' }]}
 * />
 */
export function TotalsList({
  className,
  label,
  rows,
}: {
  className: string
  label: string
  rows: readonly TotalsRow[]
}) {
  return (
    <dl className={className} aria-label={label}>
      {rows.map((row) => (
        <div key={row.key} className={row.kind ? `${className}__${row.kind}` : undefined}>
          <dt>{row.label}</dt>
          <dd>{row.amount}</dd>
        </div>
      ))}
    </dl>
  )
}
