import { useId } from 'react'
import type { OwnerCustomerOrder } from '../../../../contract/owner-inbox'
import { useOwnerT, useStageName } from '../../i18n'
import { stageProgress } from '../owner-order'

/** The order's pipeline: every stage, done ones ticked, the one reached last marked current. */
export function OrderStages({ order }: { order: OwnerCustomerOrder }) {
  const t = useOwnerT()
  const stageName = useStageName()
  const labelId = useId()
  const { current } = stageProgress(order)
  const done = order.pipelineStages.filter((stage) => stage.status === 'Completed').length
  return (
    <div className="ow-order__block">
      <p id={labelId} className="ow-order__label">
        {current
          ? t('context.orders.currentStage', { stage: stageName(current), done, total: order.pipelineStages.length })
          : t('context.orders.noStage')}
      </p>
      <ol className="ow-stages" aria-labelledby={labelId}>
        {order.pipelineStages.map((stage) => (
          <li
            key={stage.name}
            className="ow-stages__stage"
            data-status={stage.status}
            aria-current={stage.name === current ? 'step' : undefined}
          >
            <span className="ow-stages__mark" aria-hidden="true">
              {stage.status === 'Completed' ? '✓' : ''}
            </span>
            <span>{stageName(stage.name)}</span>
            <span className="visually-hidden">{t(`context.orders.stageStatuses.${stage.status}`)}</span>
          </li>
        ))}
      </ol>
    </div>
  )
}
