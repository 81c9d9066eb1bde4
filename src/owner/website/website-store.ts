import { makeAutoObservable, runInAction } from 'mobx'
import { OWNER_PAGE_PATH, OWNER_PREVIEW_LINK_PATH, PreviewLinkResponse } from '../../../contract/owner'
import {
  OWNER_PAGE_ORDER_PATH,
  OWNER_PAGE_RESTORE_PATH,
  OWNER_PAGE_SECTION_PATH,
  OWNER_PAGE_VERSIONS_PATH,
  OwnerPageResponse,
  PageVersionsResponse,
  type OwnerSectionBody,
  type PageVersion,
} from '../../../contract/owner-page'
import type { Section } from '../../../contract/page'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'
import { failureOf, type Failure } from '../panel-kit/errors'
import { sectionSchemas } from '../../sections/schemas'
import { SectionEditor } from './section-editor'

/** A browser tab opened at the click (so no popup blocker stops it), sent to the preview once its link is here. */
export interface PendingTab {
  location: { href: string }
  close(): void
}

/**
 * What the page is busy publishing: a section's change, the order, or a restore. One at a time: each publishes a
 * version.
 */
export type PageWork =
  | { kind: 'section'; sectionId: string }
  | { kind: 'order'; sectionId: string }
  | { kind: 'restore' }

/**
 * The live page of '/' as the owner changes it (the owner app's Website tab): show or
 * hide a section, move it up or down, edit its values, restore a published
 * version, open a preview. Each change publishes a new version and answers
 * the page as now published, which replaces the one shown; the versions list
 * is fetched again after it.
 */
export class WebsiteStore {
  status: 'loading' | 'ready' | 'failed' = 'loading'
  failure: Failure | null = null
  page: OwnerPageResponse | null = null
  versions: PageVersion[] = []
  versionsFailure: Failure | null = null
  work: PageWork | null = null
  /** Section `_id` (or 'order', 'restore', 'preview') → its last failure. */
  readonly failures = new Map<string, Failure>()
  editor: SectionEditor | null = null
  /** The version waiting for 'Restore' to be confirmed. */
  restoring: PageVersion | null = null
  /** A preview link whose tab the browser did not open (a blocked popup): offered as a link to click. */
  blockedPreview: string | null = null
  /** A section just moved: its row takes the focus back (the moved button may be gone). */
  moved: { sectionId: string; direction: -1 | 1 } | null = null

  constructor(private readonly api: OwnerHttpClient) {
    makeAutoObservable<WebsiteStore, 'api'>(this, { api: false })
  }

  get sections(): Section[] {
    return this.page?.sections ?? []
  }

  /** The published version shown live: the page's own, else the newest. */
  get liveVersionId(): string | null {
    return this.page?.version?.id ?? this.versions[0]?.id ?? null
  }

  async load(): Promise<void> {
    this.status = 'loading'
    this.failure = null
    void this.loadVersions()
    try {
      const page = await this.api.get(OWNER_PAGE_PATH, OwnerPageResponse)
      runInAction(() => {
        this.page = page
        this.status = 'ready'
      })
    } catch (error) {
      runInAction(() => {
        this.status = 'failed'
        this.failure = failureOf(error)
      })
    }
  }

  async loadVersions(): Promise<void> {
    try {
      const answer = await this.api.get(OWNER_PAGE_VERSIONS_PATH, PageVersionsResponse)
      runInAction(() => {
        this.versions = answer.versions
        this.versionsFailure = null
      })
    } catch (error) {
      runInAction(() => (this.versionsFailure = failureOf(error)))
    }
  }

  /** Show or Hide. */
  setShown(section: Section, shown: boolean): Promise<boolean> {
    return this.changeSection(section._id, { sectionId: section._id, status: shown ? 'shown' : 'hide' })
  }

  /** Move up (-1) or down (+1): the server gets every id in the new order. */
  async move(sectionId: string, direction: -1 | 1): Promise<boolean> {
    const ids = this.sections.map((section) => section._id)
    const from = ids.indexOf(sectionId)
    const to = from + direction
    if (from === -1 || to < 0 || to >= ids.length) return false
    ids.splice(to, 0, ...ids.splice(from, 1))
    this.moved = null
    const done = await this.publish({ kind: 'order', sectionId }, 'order', () =>
      this.api.post(OWNER_PAGE_ORDER_PATH, { sectionIds: ids }, OwnerPageResponse),
    )
    // Set once the buttons are enabled again, so the row can focus one.
    if (done) runInAction(() => (this.moved = { sectionId, direction }))
    return done
  }

  /** The row took its focus back. */
  focused(): void {
    this.moved = null
  }

  edit(sectionId: string): void {
    const section = this.sections.find((candidate) => candidate._id === sectionId)
    if (section)
      this.editor = new SectionEditor(
        section,
        sectionSchemas.find((schema) => schema.name === section.name),
      )
  }

  closeEditor(): void {
    this.editor = null
  }

  /** Saves the editor's values; a 400 leaves the form open with each error beside its field. */
  async saveEditor(): Promise<void> {
    const editor = this.editor
    if (!editor || editor.saving || this.work || !editor.startSaving()) return
    const sectionId = editor.section._id
    this.work = { kind: 'section', sectionId }
    try {
      const page = await this.api.post(
        OWNER_PAGE_SECTION_PATH,
        { sectionId, values: editor.values } satisfies OwnerSectionBody,
        OwnerPageResponse,
      )
      runInAction(() => {
        this.published(page)
        if (this.editor === editor) this.editor = null
      })
    } catch (error) {
      runInAction(() => editor.refused(failureOf(error)))
    } finally {
      runInAction(() => (this.work = null))
    }
  }

  askRestore(version: PageVersion): void {
    this.restoring = version
    this.failures.delete('restore')
  }

  keepPage(): void {
    this.restoring = null
  }

  async confirmRestore(): Promise<void> {
    const version = this.restoring
    if (!version) return
    const done = await this.publish({ kind: 'restore' }, 'restore', () =>
      this.api.post(OWNER_PAGE_RESTORE_PATH, { versionId: version.id }, OwnerPageResponse),
    )
    if (done) runInAction(() => (this.restoring = null))
  }

  /**
   * Sends `tab` (opened blank at the click) to a fresh preview link, or
   * closes it and says why. Without a tab (a blocked popup) the link is
   * offered to click instead (`blockedPreview`).
   */
  async openPreview(tab: PendingTab | null): Promise<void> {
    this.failures.delete('preview')
    this.blockedPreview = null
    try {
      const { url } = await this.api.post(OWNER_PREVIEW_LINK_PATH, { customRoute: '/' }, PreviewLinkResponse)
      if (tab) tab.location.href = url
      else runInAction(() => (this.blockedPreview = url))
    } catch (error) {
      tab?.close()
      runInAction(() => this.failures.set('preview', failureOf(error)))
    }
  }

  private changeSection(sectionId: string, body: OwnerSectionBody): Promise<boolean> {
    return this.publish({ kind: 'section', sectionId }, sectionId, () =>
      this.api.post(OWNER_PAGE_SECTION_PATH, body, OwnerPageResponse),
    )
  }

  /** One publish at a time; the answer is the page as now published; a failure stays under `failureKey`. */
  private async publish(work: PageWork, failureKey: string, call: () => Promise<OwnerPageResponse>): Promise<boolean> {
    if (this.work) return false
    this.work = work
    this.failures.delete(failureKey)
    try {
      const page = await call()
      runInAction(() => this.published(page))
      return true
    } catch (error) {
      runInAction(() => this.failures.set(failureKey, failureOf(error)))
      return false
    } finally {
      runInAction(() => (this.work = null))
    }
  }

  private published(page: OwnerPageResponse): void {
    this.page = page
    void this.loadVersions()
  }
}
