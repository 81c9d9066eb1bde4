import { makeAutoObservable } from 'mobx'
import { gstinProblem, type GstStateCode } from '../../../contract/gst'
import { InvoiceSettings, OWNER_INVOICE_SETTINGS_PATH } from '../../../contract/invoices'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'
import { Loadable } from '../../client/store/loadable'
import { SectionForm } from '../panel-kit/section-form'

/** The GST form as typed: every field a string ('' for no GSTIN and no state). */
export interface InvoiceSettingsForm {
  gstin: string
  legalName: string
  state: string
  prefix: string
}

/** What is wrong with the form before it is sent, as keys of `invoices.errors`; null fields are fine. */
export interface InvoiceFormProblems {
  gstin: 'shape' | 'checksum' | 'state' | null
  prefix: 'prefix' | null
}

/**
 * Settings, GST and invoices: the shop's GSTIN (checked by its check digit and against the state), legal name,
 * state and invoice number prefix, as one section form. A GSTIN's state code is filled in as the state when none is
 * chosen yet.
 */
export class InvoiceSettingsStore {
  readonly request = new Loadable()
  readonly settings = new SectionForm<InvoiceSettingsForm>()
  /** The owner pressed Save: the form's own problems show from then on. */
  tried = false

  constructor(private readonly api: OwnerHttpClient) {
    makeAutoObservable<InvoiceSettingsStore, 'api'>(this, { api: false, request: false, settings: false })
  }

  load(): Promise<boolean> {
    return this.request.run(
      () => this.api.get(OWNER_INVOICE_SETTINGS_PATH, InvoiceSettings),
      (answer) => this.take(answer),
    )
  }

  change(field: keyof InvoiceSettingsForm, value: string): void {
    const form = this.settings.form
    if (!form) return
    const typed = field === 'gstin' || field === 'prefix' ? value.toUpperCase().replace(/\s/g, '') : value
    this.settings.change(form, field, typed)
    if (field === 'gstin' && form.state === '' && gstinProblem(typed) === null) {
      this.settings.change(form, 'state', typed.slice(0, 2))
    }
  }

  get problems(): InvoiceFormProblems {
    const form = this.settings.form
    if (!form) return { gstin: null, prefix: null }
    const gstin = form.gstin === '' ? null : gstinProblem(form.gstin)
    return {
      gstin: gstin ?? (form.gstin !== '' && form.gstin.slice(0, 2) !== form.state ? 'state' : null),
      prefix: /^[A-Z0-9-]{1,8}$/.test(form.prefix) ? null : 'prefix',
    }
  }

  save(): Promise<boolean> {
    this.tried = true
    if (this.problems.gstin !== null || this.problems.prefix !== null) return Promise.resolve(false)
    return this.settings.submit(
      (form) =>
        this.api.request({
          method: 'PUT',
          path: OWNER_INVOICE_SETTINGS_PATH,
          body: {
            gstin: form.gstin === '' ? null : form.gstin,
            legalName: form.legalName,
            state: form.state === '' ? null : (form.state as GstStateCode),
            prefix: form.prefix,
          },
          codec: InvoiceSettings,
        }),
      (answer) => this.take(answer),
    )
  }

  private take(answer: InvoiceSettings): void {
    this.tried = false
    this.settings.fill({
      gstin: answer.gstin ?? '',
      legalName: answer.legalName,
      state: answer.state ?? '',
      prefix: answer.prefix,
    })
  }
}
