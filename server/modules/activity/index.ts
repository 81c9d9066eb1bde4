/**
 * The activity module's public face: the owner's activity call (one
 * subject's changes, newest first, a page at a time), and what the modules
 * that change the studio use to record their changes in their own
 * transactions. Other modules import this folder only through this file.
 */
export { default } from './routes.js'
export { activityPage, ownerLabel, recordActivity, type ActivityRecord, type ActivityTables } from './activity-store.js'
export { valueChanges, type ValueRules } from './value-changes.js'
