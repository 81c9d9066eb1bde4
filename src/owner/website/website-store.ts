import { runInAction } from 'mobx'
import { OWNER_PAGE_PATH } from '../../../contract/owner'
import {
  OWNER_PAGE_ADD_PATH,
  OWNER_PAGE_DISCARD_PATH,
  OWNER_PAGE_DUPLICATE_PATH,
  OWNER_PAGE_ORDER_PATH,
  OWNER_PAGE_PUBLISH_PATH,
  OWNER_PAGE_REMOVE_PATH,
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
import { Loadable } from '../../client/store/loadable'
import { Submission } from '../../client/store/submission'
import { schemaOf } from '../../sections/section-title'
import { failureOf, type Failure } from '../panel-kit/errors'
import { anchorTargets, type AnchorTarget } from './editor-links'
import { EditorResources } from './editor-resources'
import { PreviewLink } from './preview-link'
import { SectionEditor } from './section-editor'
import { staleOfPage, withoutStale } from './stale-translations'
import { makeObservableExcept } from '../../client/store/observable-store'

/** What the editor is busy with: one call at a time (each answers the whole draft). */
export type PageWork =
  | { kind: 'section'; sectionId: string }
  | { kind: 'order'; sectionId: string }
  | { kind: 'add' | 'restore' | 'publish' | 'discard' }

/** A question waiting for the owner's answer: restore a version, publish despite link warnings, discard the draft. */
export type Asking = { kind: 'restore'; version: PageVersion } | { kind: 'publish' } | { kind: 'discard' }

/**
 * The home page ('/') as the owner edits it (the owner app's Website tab).
 * Every change goes to the server's draft and answers the whole draft, which
 * replaces the one shown: show or hide, move, add from the library, remove,
 * duplicate, a section's values (its `SectionEditor`), a version restored
 * into it. 'Publish' makes it live (asking first when a link goes to a
 * hidden or missing part of the page), 'Discard' drops it. `previewSections`
 * is the draft with the open form's values as typed, for the live preview.
 */
export class WebsiteStore {
  /** The draft's request (the kernel's `Loadable`). */
  readonly request = new Loadable()
  /** A change of the draft (one at a time; each answers the whole draft). */
  readonly draft = new Submission()
  page: OwnerPageResponse | null = null
  versions: PageVersion[] = []
  versionsFailure: Failure | null = null
  private lastWork: PageWork | null = null
  /** Section `_id` (or 'order', 'add', 'publish', 'discard', 'restore') → its last failure. */
  readonly failures = new Map<string, Failure>()
  editor: SectionEditor | null = null
  asking: Asking | null = null
  readonly preview: PreviewLink
  /** A section just moved: its row takes the focus back (the moved button may be gone). */
  moved: { sectionId: string; direction: -1 | 1 } | null = null

  /** The catalogue's items for the link picker, and the image upload. */
  readonly resources: EditorResources

  constructor(private readonly api: OwnerHttpClient) {
    this.resources = new EditorResources(api)
    this.preview = new PreviewLink(api)
    makeObservableExcept<WebsiteStore, 'api'>(this, ['api', 'resources', 'preview', 'request', 'draft'])
  }

  /** What the editor is busy with: a change of the draft, or the open form's save. */
  get work(): PageWork | null {
    if (this.draft.busy) return this.lastWork
    const editor = this.editor
    return editor?.saving ? { kind: 'section', sectionId: editor.section._id } : null
  }

  /** The parts of the page a link may go to. */
  get anchors(): AnchorTarget[] {
    return anchorTargets(this.sections)
  }

  get sections(): Section[] {
    return this.page?.sections ?? []
  }

  /** The draft as the preview shows it: the open form's values as typed (before they are saved). */
  get previewSections(): Section[] {
    const editor = this.editor
    if (!editor) return this.sections
    return this.sections.map((section) =>
      section._id === editor.section._id ? { ...section, values: editor.values } : section,
    )
  }

  /** The draft's translations written for an earlier version of the owner's text. */
  get staleTranslations(): ReturnType<typeof staleOfPage> {
    return staleOfPage(this.sections)
  }

  /** The live version: the page's own, else the newest. */
  get liveVersionId(): string | null {
    return this.page?.version?.id ?? this.versions[0]?.id ?? null
  }

  load(): Promise<boolean> {
    void this.loadVersions()
    void this.preview.load()
    void this.resources.loadItems()
    void this.resources.loadCategories()
    return this.request.run(
      () => this.api.get(OWNER_PAGE_PATH, OwnerPageResponse),
      (page) => (this.page = page),
    )
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

  setShown(section: Section, shown: boolean): Promise<boolean> {
    return this.change({ kind: 'section', sectionId: section._id }, section._id, () =>
      this.api.post(
        OWNER_PAGE_SECTION_PATH,
        { sectionId: section._id, status: shown ? 'shown' : 'hide' } satisfies OwnerSectionBody,
        OwnerPageResponse,
      ),
    )
  }

  /** Move up (-1) or down (+1): the server gets every id in the new order. */
  async move(sectionId: string, direction: -1 | 1): Promise<boolean> {
    const ids = this.sections.map((section) => section._id)
    const from = ids.indexOf(sectionId)
    const to = from + direction
    if (from === -1 || to < 0 || to >= ids.length) return false
    ids.splice(to, 0, ...ids.splice(from, 1))
    this.moved = null
    const done = await this.change({ kind: 'order', sectionId }, 'order', () =>
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

  /** Adds a section of type `name` (from the library) after `after`, else at the end; opens its form. */
  async add(name: string, after?: string): Promise<boolean> {
    const before = new Set(this.sections.map((section) => section._id))
    const done = await this.change({ kind: 'add' }, 'add', () =>
      this.api.post(OWNER_PAGE_ADD_PATH, { name, ...(after && { after }) }, OwnerPageResponse),
    )
    const added = this.sections.find((section) => !before.has(section._id))
    if (done && added) this.edit(added._id)
    return done
  }

  remove(sectionId: string): Promise<boolean> {
    if (this.editor?.section._id === sectionId) this.editor = null
    return this.change({ kind: 'section', sectionId }, sectionId, () =>
      this.api.post(OWNER_PAGE_REMOVE_PATH, { sectionId }, OwnerPageResponse),
    )
  }

  duplicate(sectionId: string): Promise<boolean> {
    return this.change({ kind: 'section', sectionId }, sectionId, () =>
      this.api.post(OWNER_PAGE_DUPLICATE_PATH, { sectionId }, OwnerPageResponse),
    )
  }

  edit(sectionId: string): void {
    const section = this.sections.find((candidate) => candidate._id === sectionId)
    if (section) this.editor = new SectionEditor(section, schemaOf(section.name))
  }

  closeEditor(): void {
    this.editor = null
  }

  /** Saves the form's values into the draft; a 400 leaves the form open with each error beside its field. */
  async saveEditor(): Promise<void> {
    const editor = this.editor
    if (!editor || this.work || !editor.check()) return
    const sectionId = editor.section._id
    const saved = await editor.save.submit(
      () =>
        this.api.post(
          OWNER_PAGE_SECTION_PATH,
          { sectionId, values: editor.values } satisfies OwnerSectionBody,
          OwnerPageResponse,
        ),
      (page) => {
        this.page = page
        if (this.editor === editor) this.editor = null
      },
    )
    if (!saved) editor.refused(failureOf(editor.save.error))
  }

  /** 'Publish': asks first when a link goes to a hidden or missing part of the page, or a translation is stale. */
  askPublish(): void {
    this.failures.delete('publish')
    if ((this.page?.linkWarnings.length ?? 0) > 0 || this.staleTranslations.length > 0)
      this.asking = { kind: 'publish' }
    else void this.publish(false)
  }

  /**
   * The publish question's other answer: the out-of-date translations are dropped from the draft (their readers see
   * the owner's text), then the page is published.
   */
  async dropStaleAndPublish(): Promise<void> {
    const sections = [...new Set(this.staleTranslations.map(({ section }) => section))]
    for (const section of sections) {
      const body: OwnerSectionBody = { sectionId: section._id, values: withoutStale(section.values) }
      const done = await this.change({ kind: 'publish' }, 'publish', () =>
        this.api.post(OWNER_PAGE_SECTION_PATH, body, OwnerPageResponse),
      )
      if (!done) return
    }
    await this.confirm()
  }

  askDiscard(): void {
    this.failures.delete('discard')
    this.asking = { kind: 'discard' }
  }

  askRestore(version: PageVersion): void {
    this.failures.delete('restore')
    this.asking = { kind: 'restore', version }
  }

  /** Closes the question without doing it. */
  keepPage(): void {
    this.asking = null
  }

  /** Does what the owner was asked about. */
  async confirm(): Promise<void> {
    const asking = this.asking
    if (!asking) return
    const done =
      asking.kind === 'publish'
        ? await this.publish(true)
        : asking.kind === 'discard'
          ? await this.change({ kind: 'discard' }, 'discard', () =>
              this.api.post(OWNER_PAGE_DISCARD_PATH, {}, OwnerPageResponse),
            )
          : await this.change({ kind: 'restore' }, 'restore', () =>
              this.api.post(OWNER_PAGE_RESTORE_PATH, { versionId: asking.version.id }, OwnerPageResponse),
            )
    if (done)
      runInAction(() => {
        this.asking = null
        if (asking.kind !== 'restore') this.editor = null
      })
  }

  private async publish(confirmLinks: boolean): Promise<boolean> {
    const done = await this.change({ kind: 'publish' }, 'publish', () =>
      this.api.post(OWNER_PAGE_PUBLISH_PATH, { confirmLinks }, OwnerPageResponse),
    )
    if (done) void this.loadVersions()
    return done
  }

  /** One call at a time; its answer is the whole draft; a failure stays under `failureKey`. */
  private async change(work: PageWork, failureKey: string, call: () => Promise<OwnerPageResponse>): Promise<boolean> {
    if (this.work) return false
    this.lastWork = work
    this.failures.delete(failureKey)
    const done = await this.draft.submit(call, (page) => (this.page = page))
    if (!done) runInAction(() => this.failures.set(failureKey, failureOf(this.draft.error)))
    return done
  }
}
