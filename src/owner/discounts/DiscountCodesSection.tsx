import { observer } from 'mobx-react-lite'
import type { DiscountCode } from '../../../contract/discount-codes'
import { formatRupees } from '../../../contract/format'
import { useOwnerT } from '../i18n'
import { ListEditorSection } from '../settings/ListEditorSection'
import { DiscountCodeForm } from './DiscountCodeForm'
import type { DiscountCodesStore } from './discount-codes-store'
import './discounts.css'

/**
 * Settings › Discount codes: the shop's codes with what each gives and how often it was used, one edited at a time in
 * place of the list, with Add, Pause / Resume and Delete (asked first).
 */
export const DiscountCodesSection = observer(function DiscountCodesSection({ store }: { store: DiscountCodesStore }) {
  return (
    <ListEditorSection
      store={store}
      words="discounts"
      named={(code) => ({ code: code.code })}
      items={store.codes}
      listClass="ow-discount-codes"
      row={(code) => <CodeRow key={code._id} store={store} code={code} />}
      form={() => <DiscountCodeForm store={store} />}
    />
  )
})

const CodeRow = observer(function CodeRow({ store, code }: { store: DiscountCodesStore; code: DiscountCode }) {
  const t = useOwnerT()
  const parts = [
    t(`discounts.summary.${code.kind}`, { value: code.value, amount: formatRupees(code.value) }),
    code.itemIds.length + code.categoryIds.length > 0 ? t('discounts.onChosen') : null,
    code.minOrder > 0 ? t('discounts.minimum', { amount: formatRupees(code.minOrder) }) : null,
    [code.startsOn, code.endsOn].some(Boolean) ? `${code.startsOn ?? '…'} – ${code.endsOn ?? '…'}` : null,
  ]
  const uses =
    code.useLimit === null
      ? t('discounts.uses', { count: code.uses })
      : t('discounts.usesOf', { count: code.uses, limit: code.useLimit })
  const action = (label: string, name: string, onClick: () => void, danger = false) => (
    <button
      type="button"
      className={danger ? 'ow-button ow-button--danger-outline' : 'ow-button'}
      aria-label={t(name as 'discounts.editCode', { code: code.code })}
      onClick={onClick}
    >
      {label}
    </button>
  )
  return (
    <li className="ow-discount-codes__item">
      <strong>
        {code.code} {!code.active && <span className="ow-discount-codes__paused">{t('discounts.paused')}</span>}
      </strong>
      <p className="ow-discount-codes__rule">{parts.filter(Boolean).join(' · ')}</p>
      <p className="ow-discount-codes__uses">{uses}</p>
      <div className="ow-actions">
        {code.active
          ? action(t('discounts.pause'), 'discounts.pauseCode', () => void store.setActive(code, false))
          : action(t('discounts.resume'), 'discounts.resumeCode', () => void store.setActive(code, true))}
        {action(t('discounts.edit'), 'discounts.editCode', () => store.edit(code))}
        {action(t('discounts.delete'), 'discounts.deleteCode', () => store.askDelete(code), true)}
      </div>
    </li>
  )
})
