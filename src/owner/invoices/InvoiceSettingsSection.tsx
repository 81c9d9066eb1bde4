import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import { GST_STATE_CODES, GST_STATES } from '../../../contract/gst'
import { Form } from '../../ui/Form'
import { useOwnerT } from '../i18n'
import { SaveRow } from '../panel-kit/SaveRow'
import { useLoad } from '../panel-kit/use-load'
import { LoadedSection } from '../settings/SectionFrame'
import { SettingsField, TextField } from '../settings/SettingsField'
import type { InvoiceSettingsStore } from './invoice-settings-store'

/**
 * Settings, GST and invoices: the GSTIN (its check digit and state are checked as the owner saves), the legal name,
 * the state and the prefix of the invoice numbers.
 *
 * @example
 * <InvoiceSettingsSection store={app.panels.settings.invoices} />
 */
export const InvoiceSettingsSection = observer(function InvoiceSettingsSection({
  store,
}: {
  store: InvoiceSettingsStore
}) {
  const t = useOwnerT()
  const id = useId()
  useLoad(store)
  const form = store.settings.form
  const problems = store.tried ? store.problems : { gstin: null, prefix: null }
  const fieldError = (field: 'gstin' | 'prefix') => {
    const problem = problems[field]
    return problem ? t(`invoices.errors.${problem}`) : store.settings.fieldError(field)
  }
  return (
    <LoadedSection
      title={t('invoices.title')}
      intro={t('invoices.intro')}
      loading={t('invoices.loading')}
      request={store.request}
    >
      {store.request.status === 'ready' && form && (
        <Form noValidate onSubmit={() => void store.save()}>
          <TextField
            id={`${id}-gstin`}
            label={t('invoices.gstin')}
            hint={t('invoices.gstinHint')}
            error={fieldError('gstin')}
            value={form.gstin}
            maxLength={15}
            autoCapitalize="characters"
            spellCheck={false}
            onValue={(value) => store.change('gstin', value)}
          />
          <TextField
            id={`${id}-legal`}
            label={t('invoices.legalName')}
            hint={t('invoices.legalNameHint')}
            error={store.settings.fieldError('legalName')}
            value={form.legalName}
            maxLength={120}
            onValue={(value) => store.change('legalName', value)}
          />
          <SettingsField id={`${id}-state`} label={t('invoices.state')} error={store.settings.fieldError('state')}>
            {(control) => (
              <select
                {...control}
                className="ow-input"
                value={form.state}
                onChange={(event) => store.change('state', event.target.value)}
              >
                <option value="">{t('invoices.noState')}</option>
                {GST_STATE_CODES.map((code) => (
                  <option key={code} value={code}>
                    {`${GST_STATES[code]} (${code})`}
                  </option>
                ))}
              </select>
            )}
          </SettingsField>
          <TextField
            id={`${id}-prefix`}
            label={t('invoices.prefix')}
            hint={t('invoices.prefixHint', { example: `${form.prefix || 'INV'}/2026-27/1` })}
            error={fieldError('prefix')}
            value={form.prefix}
            maxLength={8}
            autoCapitalize="characters"
            onValue={(value) => store.change('prefix', value)}
          />
          <SaveRow form={store.settings} label={t('invoices.save')} savedLabel={t('invoices.saved')} />
        </Form>
      )}
    </LoadedSection>
  )
})
