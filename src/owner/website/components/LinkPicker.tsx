import type { ChatLink } from '../../../registry/section-schema'
import { useOwnerT } from '../../i18n'
import { useEditorServices } from '../editor-context'
import { chatLink } from '../editor-links'
import { sectionName } from '../section-names'

const CUSTOM = 'custom'

/**
 * Where a link field goes, picked from a list: a part of this page (its
 * sections' anchors), the chat at its topics, and those of the section's
 * chat deep links (its schema's `links`): the cart, an item of the
 * catalogue to order or ask about. 'Another link' leaves the typed link as
 * it is (the text input beside it).
 */
export function LinkPicker({
  id,
  label,
  value,
  links,
  onPick,
}: {
  id: string
  label: string
  value: string
  /** The chat deep links the section allows (its schema's `links`); opening the chat is always offered. */
  links: readonly ChatLink[]
  onPick: (link: string) => void
}) {
  const t = useOwnerT()
  const { anchors, items } = useEditorServices()
  const order = links.includes('direct_buy') ? items : []
  const ask = links.includes('send_enquiry_request') ? items : []
  const cart = links.includes('cart_summary')
  const options = [
    ...anchors.map((target) => `#${target.anchor}`),
    chatLink.open,
    ...(cart ? [chatLink.cart] : []),
    ...order.map((item) => chatLink.order(item.slug)),
    ...ask.map((item) => chatLink.ask(item.slug)),
  ]
  const selected = value === '' ? '' : options.includes(value) ? value : CUSTOM
  return (
    <select
      id={id}
      className="ow-editor__input ow-editor__link-pick"
      aria-label={t('site.link.pick', { field: label })}
      value={selected}
      onChange={(event) => {
        if (event.target.value !== CUSTOM) onPick(event.target.value)
      }}
    >
      <option value="">{t('site.link.none')}</option>
      <option value={CUSTOM}>{t('site.link.custom')}</option>
      {anchors.length > 0 && (
        <optgroup label={t('site.link.page')}>
          {anchors.map((target) => (
            <option key={target.anchor} value={`#${target.anchor}`}>
              {t('site.link.anchor', { section: sectionName(t, target.section), anchor: target.anchor })}
            </option>
          ))}
        </optgroup>
      )}
      <optgroup label={t('site.link.chat')}>
        <option value={chatLink.open}>{t('site.link.openChat')}</option>
        {cart && <option value={chatLink.cart}>{t('site.link.cart')}</option>}
        {order.map((item) => (
          <option key={`order-${item.slug}`} value={chatLink.order(item.slug)}>
            {t('site.link.order', { name: item.name })}
          </option>
        ))}
        {ask.map((item) => (
          <option key={`ask-${item.slug}`} value={chatLink.ask(item.slug)}>
            {t('site.link.ask', { name: item.name })}
          </option>
        ))}
      </optgroup>
    </select>
  )
}
