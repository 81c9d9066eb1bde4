import * as t from 'io-ts'
import { answer, nullable } from './codec'
import { Text } from './text'

/**
 * Labels on conversations, and the owner a conversation is given to. Read and written by the site's owners (owner
 * session cookie or owner key); another site's owner is answered 404.
 *
 * Two kinds of label: the owners' own (a name and a colour, managed in Settings, `OwnerLabel`), and the product's,
 * which the server puts on and takes off by itself from what happens in the conversation (`PRODUCT_LABELS`: its id is
 * also its translation key). A conversation carries label ids of both kinds (`Conversation.labelIds` of
 * contract/owner-inbox.ts); an owner may also put a product label on, or take it off, by hand.
 */
export const OWNER_LABELS_PATH = '/business_website/owner/labels'
/** Creates a label (no `_id`) or renames or recolours one (`_id`). */
export const OWNER_LABEL_SAVE_PATH = '/business_website/owner/labels/save'
/** Deletes one of the owners' labels; it comes off every conversation. */
export const OWNER_LABEL_DELETE_PATH = '/business_website/owner/labels/delete'
/** Puts a label on a conversation (`on: true`) or takes it off. */
export const OWNER_CONVERSATION_LABEL_PATH = '/business_website/owner/conversations/label'
/** Gives a conversation to an owner of the site (`ownerId`), or to nobody (`null`). */
export const OWNER_CONVERSATION_ASSIGN_PATH = '/business_website/owner/conversations/assign'

/**
 * The labels the product keeps by itself:
 * - `newCustomer`: on the customer's first message; off once they place an order;
 * - `awaitingPayment`: while an order of theirs (not cancelled nor completed) is not paid;
 * - `paid`: their latest order (not cancelled) is paid and not yet completed;
 * - `quoteSent`: the owner sent a quote the customer has not answered; off when they accept or decline it;
 * - `orderComplete`: their latest order (not cancelled) is completed.
 */
export const PRODUCT_LABELS = ['newCustomer', 'awaitingPayment', 'paid', 'quoteSent', 'orderComplete'] as const
export type ProductLabel = (typeof PRODUCT_LABELS)[number]
export const isProductLabel = (id: string): id is ProductLabel => (PRODUCT_LABELS as readonly string[]).includes(id)

/** The colours an owner picks a label's from (named, as WhatsApp Business does; the app draws each). */
export const LABEL_COLOURS = ['green', 'teal', 'blue', 'purple', 'pink', 'red', 'orange', 'yellow', 'grey'] as const
export const LabelColour = t.keyof(
  Object.fromEntries(LABEL_COLOURS.map((colour) => [colour, null])) as Record<(typeof LABEL_COLOURS)[number], null>,
  'LabelColour',
)
export type LabelColour = t.TypeOf<typeof LabelColour>

/** The colour of each product label. */
export const PRODUCT_LABEL_COLOURS: Record<ProductLabel, LabelColour> = {
  newCustomer: 'blue',
  awaitingPayment: 'orange',
  paid: 'green',
  quoteSent: 'purple',
  orderComplete: 'teal',
}

/** How many labels of their own a site's owners may keep. */
export const MAX_LABELS = 50

/** A label's name: 1 to 30 characters once trimmed (kept trimmed). */
export const LabelName = new t.Type<string, string, unknown>(
  'LabelName',
  (input): input is string => Text.is(input) && input.trim().length > 0 && input.length <= 30,
  (input, context) => {
    const text = Text.validate(input, context)
    if (text._tag === 'Left') return text
    const trimmed = text.right.trim().replace(/\s+/g, ' ')
    return trimmed.length > 0 && trimmed.length <= 30
      ? t.success(trimmed)
      : t.failure(input, context, 'write 1 to 30 characters')
  },
  (value) => value,
)

export const OwnerLabel = t.type({ _id: Text, name: Text, colour: LabelColour }, 'OwnerLabel')
export type OwnerLabel = t.TypeOf<typeof OwnerLabel>

/** The owners' labels, by name (the product's are `PRODUCT_LABELS`, the same on every site). */
export const LabelsResponse = answer({ labels: t.array(OwnerLabel) }, 'LabelsResponse')
export type LabelsResponse = t.TypeOf<typeof LabelsResponse>

export const SaveLabelBody = t.intersection(
  [t.type({ name: LabelName, colour: LabelColour }), t.partial({ _id: Text })],
  'SaveLabelBody',
)
export type SaveLabelBody = t.TypeOf<typeof SaveLabelBody>
export const SaveLabelResponse = answer({ label: OwnerLabel }, 'SaveLabelResponse')

export const LabelIdBody = t.type({ _id: Text }, 'LabelIdBody')

export const ConversationLabelBody = t.type({ customerId: Text, labelId: Text, on: t.boolean }, 'ConversationLabelBody')
export type ConversationLabelBody = t.TypeOf<typeof ConversationLabelBody>

/** A conversation's labels now (the product's first, in `PRODUCT_LABELS` order, then the owners' as put on). */
export const ConversationLabelsEvent = t.type({ customerId: Text, labelIds: t.array(Text) }, 'ConversationLabelsEvent')
export type ConversationLabelsEvent = t.TypeOf<typeof ConversationLabelsEvent>
export const ConversationLabelResponse = answer({ labelIds: t.array(Text) }, 'ConversationLabelResponse')

export const AssignBody = t.type({ customerId: Text, ownerId: nullable(Text) }, 'AssignBody')
export type AssignBody = t.TypeOf<typeof AssignBody>

/** Who a conversation is given to now (an owner's id, null: nobody). */
export const AssignmentEvent = t.type({ customerId: Text, assignedTo: nullable(Text) }, 'AssignmentEvent')
export type AssignmentEvent = t.TypeOf<typeof AssignmentEvent>
export const AssignResponse = answer({ assignedTo: nullable(Text) }, 'AssignResponse')

/** The owners' labels changed (added, renamed, recoloured, deleted): read them again. */
export const LabelsChangedEvent = t.type({}, 'LabelsChangedEvent')
export type LabelsChangedEvent = t.TypeOf<typeof LabelsChangedEvent>

/**
 * The owner room's events of labels and assignment (the site's owner tabs, every process):
 * `conversationLabels` (`ConversationLabelsEvent`), `assignment` (`AssignmentEvent`), and `labels` (no payload: the
 * owners' labels changed, read them again).
 */
export const OWNER_LABEL_SOCKET_EVENTS = {
  conversationLabels: 'owner-conversation-labels',
  assignment: 'owner-assignment',
  labels: 'owner-labels',
} as const
