import type { Failure } from './errors'
import { useOwnerT } from '../i18n'

/**
 * The panels of this kit: each has its own `errors.network` and `errors.generic` strings in `locales/en/owner.json`.
 */
export type PanelNs = 'context' | 'leads' | 'website' | 'studio' | 'settings' | 'share'

/**
 * A failed call, said inline (`role="alert"`): the server's message, or the
 * panel's words for a network failure or anything else; nothing without a
 * failure.
 *
 * @example
 * <FailureText ns="context" failure={card.failure} />
 */
export function FailureText({
  ns,
  failure,
  className,
  id,
}: {
  ns: PanelNs
  failure: Failure | null
  className?: string
  id?: string
}) {
  const t = useOwnerT()
  if (!failure) return null
  const text = failure.message ?? (failure.network ? t(`${ns}.errors.network`) : t(`${ns}.errors.generic`))
  return (
    <p id={id} className={['ow-failure', className].filter(Boolean).join(' ')} role="alert">
      {text}
    </p>
  )
}
