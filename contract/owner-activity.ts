import * as t from 'io-ts'
import { answer, nullable } from './codec'
import { Text } from './text'

/**
 * Who changed what in the owner studio, and when: one entry per change of a
 * catalogue item, a category, a catalogue, the topics, the order of things,
 * or a settings section. `GET OWNER_ACTIVITY_PATH` reads one subject's
 * entries newest first, a page at a time (owner session cookie or owner key;
 * the site is the caller's).
 */
export const OWNER_ACTIVITY_PATH = '/business_website/owner/activity'

/** Entries in one page of a subject's activity. */
export const ACTIVITY_PAGE_SIZE = 20

/** What an entry is about: its id is the item's, category's or catalogue's, the section's name, or `topics`. */
export const ActivitySubject = t.keyof(
  { item: null, category: null, catalogue: null, topics: null, settings: null },
  'ActivitySubject',
)
export type ActivitySubject = t.TypeOf<typeof ActivitySubject>

/** What was done. `edited`: the fields in `changes`; `stock`: a figure of the stock table. */
export const ActivityAction = t.keyof(
  {
    created: null,
    edited: null,
    duplicated: null,
    hidden: null,
    shown: null,
    archived: null,
    deleted: null,
    reordered: null,
    stock: null,
    imported: null,
  },
  'ActivityAction',
)
export type ActivityAction = t.TypeOf<typeof ActivityAction>

/** A value before or after a change: texts cut to 80 characters, money in rupees. */
export const ActivityValue = t.union([Text, t.number, t.boolean, t.null], 'ActivityValue')
export type ActivityValue = t.TypeOf<typeof ActivityValue>

/**
 * One field that changed. `option`: the variant or package it belongs to, by name. `from`/`to` are absent
 * where the value is not shown: a secret, an image, a list, a long text (the entry says only 'changed').
 * `money`: the values are rupees.
 *
 * @example
 * { field: 'basePrice', option: 'Regular', from: 120, to: 140, money: true }
 */
export const ActivityChange = t.intersection(
  [t.type({ field: Text }), t.partial({ option: Text, from: ActivityValue, to: ActivityValue, money: t.boolean })],
  'ActivityChange',
)
export type ActivityChange = t.TypeOf<typeof ActivityChange>

/** One entry. `by`: the owner's name, else their phone with all but its last four digits hidden. */
export const ActivityEntry = t.type(
  {
    _id: Text,
    subject: ActivitySubject,
    subjectId: Text,
    /** The item's (category's, catalogue's) name when it was changed: kept after a delete. */
    subjectName: Text,
    action: ActivityAction,
    changes: t.array(ActivityChange),
    by: Text,
    at: Text,
  },
  'ActivityEntry',
)
export type ActivityEntry = t.TypeOf<typeof ActivityEntry>

/** An entry's id as a cursor: digits only. */
const Cursor = new t.Type<string, string, unknown>(
  'ActivityCursor',
  (input): input is string => typeof input === 'string' && /^[1-9][0-9]{0,17}$/.test(input),
  (input, context) =>
    typeof input === 'string' && /^[1-9][0-9]{0,17}$/.test(input)
      ? t.success(input)
      : t.failure(input, context, 'expected an entry id'),
  String,
)

/**
 * Query of the activity call: the subject and its id; `before`, the `next` of the previous page.
 *
 * @example
 * { subject: 'item', id: 'item-masala-chai', before: '42' }
 */
export const ActivityQuery = t.intersection(
  [t.type({ subject: ActivitySubject, id: Text }), t.partial({ before: Cursor })],
  'ActivityQuery',
)
export type ActivityQuery = t.TypeOf<typeof ActivityQuery>

/** A page of entries, newest first; `next`: the `before` of the next page, null on the last. */
export const ActivityResponse = answer({ entries: t.array(ActivityEntry), next: nullable(Text) }, 'ActivityResponse')
export type ActivityResponse = t.TypeOf<typeof ActivityResponse>
