import { action, computed, makeObservable, observable } from 'mobx'
import { Submission } from '../../client/store/submission'
import { failureIn, type Failure } from './errors'

/**
 * One form of an owner screen (a settings section, an editor), on the
 * kernel's `Submission`: the values as typed (`form`), whether they changed
 * since they were filled (`dirty`), the save (`save`: busy, error, done,
 * retry, one request at a time) and each field's error by its path. Every
 * settings section (Payments, Profile, Hours, Delivery, Webhooks, E-mail,
 * Team) is one of these plus its view.
 *
 * @example
 * readonly profile = new SectionForm<ProfileBody>()
 * // filled from the answer of the screen's `Loadable`:
 * this.profile.fill({ ...settings.profile })
 * saveProfile() {
 *   return this.profile.submit((form) => api.post(PROFILE_PATH, form, Settings), (settings) => this.take(settings))
 * }
 * // in the view: form.change(form.form!, 'name', value); form.fieldError('name'); <SaveRow form={form} … />
 */
export class SectionForm<Form extends object> {
  /** The values as typed, or null before they are filled (or when no editor is open). */
  form: Form | null = null
  /** Something was typed since the form was filled or saved. */
  dirty = false
  readonly save = new Submission()

  /** `prefix`: where the form sits in the request's body, as the server's field paths name it. */
  constructor(private readonly prefix = 'body.') {
    makeObservable<SectionForm<Form>, 'form'>(this, {
      form: observable,
      dirty: observable,
      failure: computed,
      fill: action,
      open: action,
      change: action,
    })
  }

  /** The values to edit (from the server's answer); nothing typed yet. The last save's outcome stays. */
  fill(form: Form | null): void {
    this.form = form
    this.dirty = false
  }

  /** A fresh start (an editor opened or closed): the values, and no outcome of an earlier save. */
  open(form: Form | null): void {
    this.fill(form)
    this.save.clear()
  }

  /** A field as typed, of the form or of a part of it (a day of the week); a 'Saved' note goes. */
  change<T extends object, K extends keyof T>(target: T, key: K, value: T[K]): void {
    target[key] = value
    this.dirty = true
    if (this.save.done) this.save.clear()
  }

  /**
   * Sends the form with `send` (one request at a time) and applies the answer; true when it was saved. A refusal
   * keeps what is typed, with each field's error (`fieldError`).
   */
  submit<A>(send: (form: Form) => Promise<A>, apply?: (answer: A) => void): Promise<boolean> {
    const form = this.form
    if (!form) return Promise.resolve(false)
    return this.save.submit(
      () => send(form),
      (answer) => {
        this.dirty = false
        apply?.(answer)
      },
    )
  }

  /** The error of a field (`upiId`, `week.mon.0.opens`, `charges`) or of a part of it, from the last refused save. */
  fieldError(field: string): string | null {
    const path = `${this.prefix}${field}`
    const error = this.save.fieldErrors.find((entry) => entry.path === path || entry.path.startsWith(`${path}.`))
    return error?.message ?? null
  }

  /** The last save's failure, as the panels show it (null when it did not fail). */
  get failure(): Failure | null {
    return failureIn(this.save)
  }
}
