import { makeAutoObservable } from 'mobx'
import {
  ItemResponse,
  LIMITS,
  OWNER_ITEM_CREATE_PATH,
  OWNER_ITEM_UPDATE_PATH,
  type OwnerCatalogueResponse,
  type OwnerItem,
} from '../../../contract/owner-catalogue'
import { OWNER_CATALOGUE_ITEMS_PATH, OwnerItemsResponse } from '../../../contract/owner-catalogue-items'
import { INVALID_IMAGE } from '../../../contract/photo'
import { productPath } from '../../../contract/product-path'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'
import { HttpError } from '../../client/http/http-error'
import { Submission } from '../../client/store/submission'
import { checkFile } from '../../client/upload/file-rules'
import { failureOf, type Failure } from '../panel-kit/errors'
import { LinkCopy } from '../panel-kit/link-copy'
import { uploadAttachment } from '../stores/attachment-upload'
import { draftErrors, draftOf, hasDetails, isDetailPath, newDraft, type ItemDraft } from './item-draft'

/** The server's field errors of a failed save, by path under the item. */
const fieldsOf = (error: unknown) =>
  new Map(
    (error instanceof HttpError ? error.errors : []).map((entry) => [
      entry.path.replace(/^body\.item\.?/, ''),
      entry.message,
    ]),
  )

/**
 * The item form: the draft, its field errors (the contract's codecs before
 * sending, or the server's 400 and 409), the photo upload and the save (the
 * kernel's `Submission`: one at a time, busy, failure). A 409 puts the other
 * owner's version in the form, with the fields that differ marked.
 */
export class ItemFormStore {
  draft: ItemDraft | null = null
  /** Field path under the item → error code, beside the fields. */
  errors = new Map<string, string>()
  /** Someone else saved the item meanwhile: the form holds their version; these fields differ from what was typed. */
  conflict: string[] | null = null
  /** 'More details' is open: closed for a new item, open for a stored one with any of them set, or an error there. */
  detailsOpen = false
  readonly save = new Submission()
  readonly upload = new Submission()
  /** 'Copy link' of the item's page. */
  readonly linkCopy = new LinkCopy()

  constructor(
    readonly api: OwnerHttpClient,
    /** The catalogue's shape: its catalogues and dispatch points. */
    private readonly shape: () => OwnerCatalogueResponse | null,
    private readonly saved: (item: OwnerItem, created: boolean) => void,
  ) {
    makeAutoObservable<ItemFormStore, 'shape' | 'saved'>(this, {
      api: false,
      save: false,
      upload: false,
      linkCopy: false,
      shape: false,
      saved: false,
    })
  }

  get catalogues(): OwnerCatalogueResponse['catalogues'] {
    return this.shape()?.catalogues ?? []
  }

  get dispatchPoints(): OwnerCatalogueResponse['dispatchPoints'] {
    return this.shape()?.dispatchPoints ?? []
  }

  /** What failed without a field to show it beside (a network failure, a 5xx). */
  get failure(): Failure | null {
    const upload = this.upload.error
    if (upload && !(upload instanceof HttpError && upload.code === INVALID_IMAGE)) return failureOf(upload)
    const save = this.save.error
    return save && fieldsOf(save).size === 0 ? failureOf(save) : null
  }

  /**
   * The address of a stored item's own page on the site (`/products/<slug>`, where the owner app runs); null for a new
   * item and a hidden one (its page answers 'not found').
   */
  get pageLink(): string | null {
    const draft = this.draft
    if (!draft?.storedSlug || draft.input.hidden) return null
    return `${location.origin}${productPath(draft.storedSlug)}`
  }

  /** 'Copy link': the item's page address to the clipboard. */
  async copyPageLink(): Promise<void> {
    const link = this.pageLink
    if (link) await this.linkCopy.copy(link)
  }

  /** Opens the form: a stored item, or a new one in the first catalogue. */
  edit(item: OwnerItem | null): void {
    const catalogue = this.catalogues[0]
    this.draft = item ? draftOf(item) : catalogue ? newDraft(catalogue._id, catalogue.catalogueType) : null
    this.detailsOpen = this.draft !== null && hasDetails(this.draft.input)
    this.errors = new Map()
    this.conflict = null
    this.save.clear()
    this.upload.clear()
    this.linkCopy.clear()
  }

  close(): void {
    this.draft = null
  }

  toggleDetails(): void {
    this.detailsOpen = !this.detailsOpen
  }

  /** Changes the draft (the form's fields call it); a field's error goes once it is changed. */
  change(path: string, apply: (input: ItemDraft['input']) => void): void {
    if (!this.draft) return
    apply(this.draft.input)
    if (this.errors.has(path)) this.errors.delete(path)
  }

  /**
   * Uploads a photo (the owner's upload call: jpeg or png, 5 MB, turned into WebP widths) and adds its address to the
   * draft's images; one the server cannot read is the field's error.
   */
  async addImage(file: File): Promise<void> {
    const draft = this.draft
    if (!draft) return
    this.errors.delete('images')
    if (draft.input.images.length >= LIMITS.images) return void this.errors.set('images', 'tooMany')
    const problem = checkFile(file, 'image')
    if (problem) return void this.errors.set('images', problem.key === 'tooLarge' ? 'imageTooLarge' : 'notImage')
    const added = await this.upload.submit(
      () => uploadAttachment(this.api, file, 'photo'),
      (url) => draft.input.images.push(url),
    )
    const error = this.upload.error
    if (!added && error instanceof HttpError && error.code === INVALID_IMAGE) this.imageUnreadable()
  }

  removeImage(index: number): void {
    this.change('images', (input) => input.images.splice(index, 1))
  }

  /** Checks the draft with the contract's codecs, then saves it; true when saved. */
  async submit(): Promise<boolean> {
    const draft = this.draft
    if (!draft || this.save.busy) return false
    this.errors = draftErrors(draft.input)
    this.openDetailsOnError()
    if (this.errors.size > 0) return false
    const body = draft.itemId
      ? { itemId: draft.itemId, version: draft.version, item: draft.input }
      : { item: draft.input }
    const done = await this.save.submit(
      () => this.api.post(draft.itemId ? OWNER_ITEM_UPDATE_PATH : OWNER_ITEM_CREATE_PATH, body, ItemResponse),
      (answer) => {
        this.draft = null
        this.conflict = null
        this.saved(answer.item, draft.itemId === null)
      },
    )
    if (!done) await this.refused(this.save.error, draft)
    return done
  }

  private imageUnreadable(): void {
    this.errors.set('images', 'unreadableImage')
    this.upload.clear()
  }

  private async refused(error: unknown, draft: ItemDraft): Promise<void> {
    const fields = fieldsOf(error)
    this.showErrors(fields)
    if (!(error instanceof HttpError && error.status === 409 && draft.itemId)) return
    // Someone saved first: show their version, and which fields differ from what was typed here.
    const now = await this.api
      .get(OWNER_CATALOGUE_ITEMS_PATH, OwnerItemsResponse, { itemId: draft.itemId })
      .catch(() => null)
    this.showConflict(now?.items[0] ?? null, fields)
  }

  private showErrors(fields: Map<string, string>): void {
    this.errors = fields
    this.openDetailsOnError()
  }

  /** An error beside a field of 'More details' opens them, so that the owner sees it. */
  private openDetailsOnError(): void {
    if ([...this.errors.keys()].some(isDetailPath)) this.detailsOpen = true
  }

  private showConflict(current: OwnerItem | null, fields: Map<string, string>): void {
    this.conflict = [...fields.keys()]
    if (current) this.draft = draftOf(current)
    this.errors = fields
    this.openDetailsOnError()
  }
}
