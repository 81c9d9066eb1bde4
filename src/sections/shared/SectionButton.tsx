import type { SectionContext } from '../../registry/define-section'
import { ContactButton } from './ContactButton'

/**
 * A section's call to action (`Button Text`, optional `Button Link`). With a
 * link it is an `<a>` styled as the button: usually a chat deep link on the
 * same page (`?chat=open&source=direct_buy&item=garam-masala`),
 * already checked by the `SafeUrl` codec. Without one it opens the contact
 * modal. A link is navigation, not the modal, so it works in edit mode too.
 *
 * @example
 * <SectionButton text={values.buttonText} link={values.buttonLink} context={context} />
 */
export function SectionButton({
  text,
  link,
  context,
  className = 'button button--primary',
}: {
  text: string
  link?: string
  context: SectionContext
  className?: string
}) {
  if (link) {
    return (
      <a className={className} href={link}>
        {text}
      </a>
    )
  }
  return <ContactButton text={text} context={context} className={className} />
}
