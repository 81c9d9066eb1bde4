import { useId, type ReactNode } from 'react'
import type { Loadable } from '../../client/store/loadable'
import { failureIn, type Failure } from '../panel-kit/errors'
import { FailureText } from '../panel-kit/FailureText'
import { Skeleton } from '../panel-kit/Skeleton'
import { Form } from '../../ui/Form'

/**
 * The frame of a settings section: its title, the form (submitted without the browser's own checks: the server's
 * errors go beside the fields), then what follows it (its activity).
 */
export function SectionFrame({
  id,
  title,
  intro,
  onSubmit,
  activity,
  children,
}: {
  id: string
  title: string
  /** What shows between the title and the form (the hours' 'Open now'). */
  intro?: ReactNode
  onSubmit(): void
  activity?: ReactNode
  children: ReactNode
}) {
  return (
    <section className="ow-settings__section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="ow-heading">
        {title}
      </h3>
      {intro}
      <Form className="ow-form" noValidate onSubmit={() => onSubmit()}>
        {children}
      </Form>
      {activity}
    </section>
  )
}

/**
 * A settings section that loads what it shows: its title and intro, a skeleton while the store loads, what stopped
 * it, then `children`. Busy (for assistive technology) while loading.
 *
 * @example
 * <LoadedSection title={t('email.title')} intro={t('email.intro')} loading={t('email.loading')}
 *   request={store.request}>…</LoadedSection>
 */
export function LoadedSection({
  title,
  intro,
  loading,
  lines = 2,
  request,
  failure = failureIn(request),
  wide = false,
  className,
  children,
}: {
  title: string
  intro: string
  /** The skeleton's name while loading, and its lines. */
  loading: string
  lines?: number
  request: Pick<Loadable, 'status' | 'error'>
  /** What stopped it; by default the request's failure. */
  failure?: Failure | null
  /** Spans the settings' width (a list of records). */
  wide?: boolean
  /** A class beside `ow-settings__section`. */
  className?: string
  children: ReactNode
}) {
  const id = useId()
  const classes = ['ow-settings__section', wide && 'ow-settings__section--wide', className].filter(Boolean).join(' ')
  return (
    <section className={classes} aria-labelledby={id} aria-busy={request.status === 'loading'}>
      <h3 id={id} className="ow-heading">
        {title}
      </h3>
      <p className="ow-muted">{intro}</p>
      {request.status === 'loading' && <Skeleton label={loading} lines={lines} />}
      <FailureText ns="settings" failure={failure} />
      {children}
    </section>
  )
}
