import { useT } from '../../i18n/translator'
import type { SectionProps } from '../../registry/define-section'
import type { ValuesOf } from '../../registry/section-schema'
import type { contactSchema } from './schema'
import { Icon } from '../shared/Icon'

/** The decoded values (`./schema.ts`). */
export type ContactValues = ValuesOf<typeof contactSchema.fields>

/** How to reach the business: a `tel:` and a `mailto:` link. */
export function Contact({ values }: SectionProps<ContactValues>) {
  const { title, phone, email } = values
  const t = useT()
  return (
    <section className="contact wrap">
      <h2>{title}</h2>
      <div className="contact__lines">
        {phone && (
          <a
            className="contact__line"
            href={`tel:${phone.replace(/[^\d+]/g, '')}`}
            aria-label={t('sections.call', { phone })}
          >
            <Icon name="phone" />
            {phone}
          </a>
        )}
        {email && (
          <a className="contact__line" href={`mailto:${email}`} aria-label={t('sections.email', { email })}>
            <Icon name="mail" />
            {email}
          </a>
        )}
      </div>
    </section>
  )
}
