import { makeAutoObservable } from 'mobx'
import * as t from 'io-ts'
import { OWNER_CATALOGUE_ITEMS_PATH } from '../../../contract/owner-catalogue-items'
import { Text } from '../../../contract/text'
import { OWNER_OFFERS_PATH, OwnerOffersResponse, type SentOffer } from '../../../contract/offers'
import { HttpError } from '../../client/http/http-error'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'
import { Loadable } from '../../client/store/loadable'
import { Submission } from '../../client/store/submission'
import { SectionForm } from '../panel-kit/section-form'
import { uploadAttachment } from '../stores/attachment-upload'

/** The offer as the owner writes it ('' for what is not given). */
export interface OfferForm {
  text: string
  photo: string
  itemId: string
  code: string
}

/** Of a page of the owner's items (`OwnerItemsResponse`), what the item picker needs. */
const ItemChoices = t.type({ items: t.array(t.type({ _id: Text, name: Text })) })

const EMPTY: OfferForm = { text: '', photo: '', itemId: '', code: '' }
/** How many of the catalogue's items the item picker offers. */
const PICKER_ITEMS = '100'

/**
 * Settings, Offers: the offers sent (newest first, each with how many received, opened and ordered), how many
 * customers are opted in, when the next offer may go (one a week), and the form of a new one (words, a photo
 * uploaded through the owner's upload call, an item of the catalogue, a discount code).
 */
export class OffersStore {
  readonly request = new Loadable()
  readonly draft = new SectionForm<OfferForm>()
  readonly upload = new Submission()
  offers: SentOffer[] = []
  optedIn = 0
  nextOfferAt: string | null = null
  items: { id: string; name: string }[] = []

  constructor(private readonly api: OwnerHttpClient) {
    makeAutoObservable<OffersStore, 'api'>(this, { api: false, request: false, draft: false, upload: false })
  }

  load(): Promise<boolean> {
    return this.request.run(
      async () => {
        const [answer, items] = await Promise.all([
          this.api.get(OWNER_OFFERS_PATH, OwnerOffersResponse),
          this.api.get(OWNER_CATALOGUE_ITEMS_PATH, ItemChoices, { limit: PICKER_ITEMS }),
        ])
        return { answer, items: items.items.map((item) => ({ id: item._id, name: item.name })) }
      },
      ({ answer, items }) => {
        this.items = items
        this.take(answer)
        if (!this.draft.form) this.draft.fill({ ...EMPTY })
      },
    )
  }

  change(field: keyof OfferForm, value: string): void {
    if (this.draft.form) this.draft.change(this.draft.form, field, value)
  }

  addPhoto(file: File): Promise<boolean> {
    return this.upload.submit(
      () => uploadAttachment(this.api, file, 'photo'),
      (url) => this.change('photo', url),
    )
  }

  /** Sends the offer to every customer opted in now; a refusal by the weekly limit reads when the next may go. */
  async send(): Promise<boolean> {
    const sent = await this.draft.submit(
      ({ text, photo, itemId, code }) =>
        this.api.post(
          OWNER_OFFERS_PATH,
          { text, photo: photo || null, itemId: itemId || null, code: code.trim() || null },
          OwnerOffersResponse,
        ),
      (answer) => {
        this.take(answer)
        this.draft.fill({ ...EMPTY })
      },
    )
    const error = this.draft.save.error
    if (!sent && error instanceof HttpError && error.status === 429) await this.load()
    return sent
  }

  private take(answer: OwnerOffersResponse): void {
    this.offers = answer.offers
    this.optedIn = answer.optedIn
    this.nextOfferAt = answer.nextOfferAt
  }
}
