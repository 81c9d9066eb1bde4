/**
 * A loading placeholder: `lines` grey bars under a status line that says
 * what is loading (for screen readers; the bars are decoration).
 *
 * @example
 * <Skeleton label={t('context.loading')} lines={6} />
 */
export function Skeleton({ label, lines = 4 }: { label: string; lines?: number }) {
  return (
    <div className="ow-skeleton" role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className="ow-skeleton__bar" aria-hidden="true" />
      ))}
    </div>
  )
}
