import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import { useOwnerT } from '../i18n'
import { useOwnerApp } from '../owner-context'
import { openTarget, STEP_TARGETS } from './checklist-steps'
import type { ShareStore } from './share-store'
import './share.css'
import { useLoad } from '../panel-kit/use-load'

/**
 * The onboarding checklist on the owner app's first screen: add a logo, a
 * first product, delivery or pickup, the UPI id, the hours, share the site. Each step ticks
 * itself from the site's data (the server computes it); an open step is a
 * button into the tab and section where it is done. Gone once every step
 * is done, or when the owner hides it.
 *
 * @example
 * <OnboardingChecklist store={app.panels.share} />
 */
export const OnboardingChecklist = observer(function OnboardingChecklist({ store }: { store: ShareStore }) {
  const t = useOwnerT()
  const app = useOwnerApp()
  const titleId = useId()
  useLoad(store)
  if (!store.showsChecklist || !store.share) return null
  const steps = store.share.checklist.steps
  const done = steps.filter((step) => step.done).length
  return (
    <section className="ow-checklist" aria-labelledby={titleId}>
      <div className="ow-checklist__head">
        <h2 id={titleId} className="ow-heading">
          {t('share.checklist.title')}
        </h2>
        <p className="ow-muted">{t('share.checklist.progress', { done, total: steps.length })}</p>
        <button type="button" className="ow-button ow-button--quiet" onClick={() => void store.dismiss()}>
          {t('share.checklist.dismiss')}
        </button>
      </div>
      <ol className="ow-checklist__steps">
        {steps.map(({ step, done: stepDone }) => (
          <li key={step} className={stepDone ? 'ow-checklist__step ow-checklist__step--done' : 'ow-checklist__step'}>
            {stepDone ? (
              <span className="ow-checklist__label">
                <span aria-hidden="true">✓</span>
                <span>
                  {t(`share.checklist.steps.${step}`)}
                  <span className="visually-hidden">{`, ${t('share.checklist.done')}`}</span>
                </span>
              </span>
            ) : (
              <button type="button" className="ow-checklist__link" onClick={() => openTarget(app, STEP_TARGETS[step])}>
                <span aria-hidden="true">○</span>
                <span>
                  {t(`share.checklist.steps.${step}`)}
                  <span className="visually-hidden">{`, ${t('share.checklist.todo')}`}</span>
                </span>
              </button>
            )}
          </li>
        ))}
      </ol>
    </section>
  )
})
