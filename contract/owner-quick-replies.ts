import * as t from 'io-ts'
import { Text } from './text'

/**
 * Quick replies: the owner's saved answers, each with a shortcut (`/price`), typed as `/` in the owner's composer.
 * A reply's text may hold placeholders the composer fills from the conversation: `{name}` (the customer's name),
 * `{order}` (their latest order number), `{upi}` (the shop's UPI id) and `{hours}` (its opening hours, in the owner's
 * language).
 */
export const OWNER_QUICK_REPLIES_PATH = '/business_website/owner/quick_replies'
/** Creates a reply (no `_id`) or changes one (`_id`). */
export const OWNER_QUICK_REPLY_SAVE_PATH = '/business_website/owner/quick_replies/save'
export const OWNER_QUICK_REPLY_DELETE_PATH = '/business_website/owner/quick_replies/delete'

/** How many quick replies a site may keep. */
export const MAX_QUICK_REPLIES = 100
/** The placeholders a reply's text may hold. */
export const QUICK_REPLY_PLACEHOLDERS = ['name', 'order', 'upi', 'hours'] as const
export type QuickReplyPlaceholder = (typeof QUICK_REPLY_PLACEHOLDERS)[number]

/** A shortcut as typed after `/`: small letters, digits and dashes, 1 to 30 of them. */
export const Shortcut = new t.Type<string, string, unknown>(
  'Shortcut',
  (input): input is string => typeof input === 'string' && /^[a-z0-9-]{1,30}$/.test(input),
  (input, context) =>
    typeof input === 'string' && /^[a-z0-9-]{1,30}$/.test(input.trim().replace(/^\//, '').toLowerCase())
      ? t.success(input.trim().replace(/^\//, '').toLowerCase())
      : t.failure(input, context, 'use 1 to 30 small letters, digits or dashes, like price or ship-time'),
  (value) => value,
)

/** A reply's text: 1 to 1,000 characters once trimmed (kept trimmed). */
export const QuickReplyText = new t.Type<string, string, unknown>(
  'QuickReplyText',
  (input): input is string => Text.is(input) && input.trim().length > 0 && input.length <= 1000,
  (input, context) => {
    const text = Text.validate(input, context)
    if (text._tag === 'Left') return text
    const trimmed = text.right.trim()
    return trimmed.length > 0 && trimmed.length <= 1000
      ? t.success(trimmed)
      : t.failure(input, context, 'write 1 to 1,000 characters')
  },
  (value) => value,
)

export const QuickReply = t.type({ _id: Text, shortcut: Text, text: Text }, 'QuickReply')
export type QuickReply = t.TypeOf<typeof QuickReply>

/** The site's replies, by shortcut, and the values the composer fills in that the server knows (`{upi}`, `{hours}`). */
export const OwnerQuickRepliesResponse = t.type(
  { quickReplies: t.array(QuickReply), upiId: t.union([Text, t.null]), hours: t.union([Text, t.null]) },
  'OwnerQuickRepliesResponse',
)
export type OwnerQuickRepliesResponse = t.TypeOf<typeof OwnerQuickRepliesResponse>

export const SaveQuickReplyBody = t.intersection(
  [t.type({ shortcut: Shortcut, text: QuickReplyText }), t.partial({ _id: Text })],
  'SaveQuickReplyBody',
)
export type SaveQuickReplyBody = t.TypeOf<typeof SaveQuickReplyBody>

export const QuickReplyIdBody = t.type({ _id: Text }, 'QuickReplyIdBody')
export type QuickReplyIdBody = t.TypeOf<typeof QuickReplyIdBody>

export const SaveQuickReplyResponse = t.type({ quickReply: QuickReply }, 'SaveQuickReplyResponse')
export type SaveQuickReplyResponse = t.TypeOf<typeof SaveQuickReplyResponse>
