import { observer } from 'mobx-react-lite'
import { useOwnerT } from '../i18n'
import { useOwnerApp } from '../owner-context'
import { LabelChip } from './LabelChip'

/** A row shows this many labels, then '+N'. */
const SHOWN = 3

/** The labels of a row of the inbox list, as small chips. */
export const RowLabels = observer(function RowLabels({ labelIds }: { labelIds: readonly string[] }) {
  const t = useOwnerT()
  const shown = useOwnerApp().panels.labels.shown(labelIds)
  if (shown.length === 0) return null
  return (
    <span className="ow-conv__labels">
      {shown.slice(0, SHOWN).map((label) => (
        <LabelChip key={label.id} label={label} />
      ))}
      {shown.length > SHOWN && (
        <span className="ow-label ow-label--grey">{t('labels.more', { count: shown.length - SHOWN })}</span>
      )}
    </span>
  )
})
