import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import { useOwnerT } from '../i18n'
import { FailureText } from '../panel-kit/FailureText'
import { formatDateTime } from '../panel-kit/format'
import { SettingsField } from '../settings/SettingsField'
import type { DomainStore } from './domain-store'
import { useLoad } from '../panel-kit/use-load'
import { ShareCard } from './ShareCard'
import { Form } from '../../ui/Form'

/**
 * The custom domain: the owner types a domain and saves it; the section
 * shows the CNAME record to add at the registrar and a Check button; the
 * server verifies the record, and the domain then serves the site. What
 * the last check saw is said in words (no record yet, or where it points).
 */
export const DomainSection = observer(function DomainSection({ store }: { store: DomainStore }) {
  const t = useOwnerT()
  const id = useId()
  useLoad(store, () => store.request.status === 'idle')
  const domain = store.answer?.domain ?? null
  const fieldError = store.fieldError
  return (
    <ShareCard title={t('share.domain.title')} help={t('share.domain.help')} className="ow-share__domain">
      <Form className="ow-share__domain-form" noValidate onSubmit={() => void store.act('save')}>
        <SettingsField id={`${id}-domain`} label={t('share.domain.label')} error={fieldError}>
          {(control) => (
            <input
              {...control}
              className="ow-input"
              type="text"
              inputMode="url"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              placeholder={t('share.domain.placeholder')}
              value={store.input}
              onChange={(event) => store.setInput(event.target.value)}
            />
          )}
        </SettingsField>
        <button type="submit" className="ow-button" disabled={store.busy !== null}>
          {store.busy === 'save' ? t('share.domain.saving') : t('share.domain.save')}
        </button>
      </Form>
      {!fieldError && <FailureText ns="share" failure={store.failure} />}
      {domain && (
        <div className="ow-share__domain-state" role="status">
          <p className={domain.status === 'verified' ? 'ow-share__verified' : 'ow-share__pending'}>
            {domain.status === 'verified'
              ? t('share.domain.verified', { domain: domain.domain })
              : t('share.domain.pending')}
          </p>
          {domain.status === 'pending' && (
            <>
              <p>{t('share.domain.recordTitle')}</p>
              <dl className="ow-share__record">
                <dt>{t('share.domain.recordType')}</dt>
                <dd>{domain.record.type}</dd>
                <dt>{t('share.domain.recordName')}</dt>
                <dd>{domain.record.name}</dd>
                <dt>{t('share.domain.recordValue')}</dt>
                <dd>{domain.record.value}</dd>
              </dl>
            </>
          )}
          {domain.checkedAt && domain.status === 'pending' && (
            <p className="ow-muted">
              {domain.found.length === 0
                ? t('share.domain.foundNone')
                : t('share.domain.foundOther', { found: domain.found.join(', '), value: domain.record.value })}
            </p>
          )}
          {domain.checkedAt && (
            <p className="ow-muted">{t('share.domain.checkedAt', { time: formatDateTime(domain.checkedAt) })}</p>
          )}
        </div>
      )}
      {domain && (
        <div className="ow-actions">
          <button
            type="button"
            className="ow-button ow-button--primary"
            disabled={store.busy !== null}
            onClick={() => void store.act('check')}
          >
            {store.busy === 'check' ? t('share.domain.checking') : t('share.domain.check')}
          </button>
          <button
            type="button"
            className="ow-button ow-button--quiet"
            disabled={store.busy !== null}
            onClick={() => void store.act('remove')}
          >
            {store.busy === 'remove' ? t('share.domain.removing') : t('share.domain.remove')}
          </button>
        </div>
      )}
    </ShareCard>
  )
})
