/**
 * A decorative 24 × 24 line icon drawn with the current text colour (the
 * widget's header and toggle buttons); the button around it carries the name.
 *
 * @example
 * <LineIcon d="M3 4h2l2.4 11.2…" size={22} />
 */
export function LineIcon({ d, size = 22 }: { d: string; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" d={d} />
    </svg>
  )
}
