import type { TypeOf } from 'io-ts'
import { useT } from '../../i18n/translator'
import type { SectionProps } from '../../registry/define-section'
import { one, optional, sectionValues } from '../../registry/section-fields'
import { Icon } from '../shared/Icon'
import { EmailAddress, PhoneNumber } from './contact-fields'

export const ContactValues = sectionValues('Contact', {
  title: one('Title'),
  phone: optional('Phone', PhoneNumber),
  email: optional('Email', EmailAddress),
})
export type ContactValues = TypeOf<typeof ContactValues>

/** How to reach the business: a `tel:` and a `mailto:` link. */
export function Contact({ values }: SectionProps<ContactValues>) {
  const { title, phone, email } = values
  const t = useT()
  return (
    <section className="contact wrap">
      <h2>{title}</h2>
      <div className="contact__lines">
        {phone && (
          <a className="contact__line" href={`tel:${phone.replace(/[^\d+]/g, '')}`} aria-label={t('sections.call', { phone })}>
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
