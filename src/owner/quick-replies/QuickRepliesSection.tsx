import { observer } from 'mobx-react-lite'
import { useEffect, useId, useRef } from 'react'
import type { QuickReply } from '../../../contract/owner-quick-replies'
import { useOwnerT } from '../i18n'
import { ConfirmDialog } from '../panel-kit/ConfirmDialog'
import { failureIn } from '../panel-kit/errors'
import { SaveRow } from '../panel-kit/SaveRow'
import { useListEditor } from '../panel-kit/use-list-editor'
import { LoadedSection } from '../settings/SectionFrame'
import { TextField } from '../settings/SettingsField'
import { Form } from '../../ui/Form'
import type { QuickRepliesStore } from './quick-replies-store'
import './quick-replies.css'

/**
 * Settings, Quick replies: the saved answers by shortcut, one edited at a time in place of the list, with Add and
 * Delete (asked first).
 */
export const QuickRepliesSection = observer(function QuickRepliesSection({ store }: { store: QuickRepliesStore }) {
  const t = useOwnerT()
  const addRef = useListEditor(store, store.editing !== null)
  const asked = store.confirmingDelete
  return (
    <LoadedSection
      title={t('quickReplies.title')}
      intro={t('quickReplies.intro')}
      loading={t('quickReplies.loading')}
      lines={3}
      request={store.request}
      failure={store.failure ?? failureIn(store.request)}
      wide
    >
      {store.editing && <QuickReplyForm store={store} />}
      {store.request.status === 'ready' && !store.editing && (
        <>
          {store.replies.length === 0 && <p>{t('quickReplies.none')}</p>}
          <ul className="ow-quick-replies-list">
            {store.replies.map((reply) => (
              <ReplyRow key={reply._id} store={store} reply={reply} />
            ))}
          </ul>
          <button ref={addRef} type="button" className="ow-button" onClick={() => store.edit(null)}>
            {t('quickReplies.add')}
          </button>
        </>
      )}
      {asked && (
        <ConfirmDialog
          title={t('quickReplies.confirmTitle', { shortcut: asked.shortcut })}
          text={t('quickReplies.confirmText')}
          confirmLabel={t('quickReplies.confirmYes')}
          keepLabel={t('quickReplies.confirmNo')}
          busy={false}
          onConfirm={() => void store.remove(asked)}
          onKeep={() => store.askDelete(null)}
        />
      )}
    </LoadedSection>
  )
})

const ReplyRow = observer(function ReplyRow({ store, reply }: { store: QuickRepliesStore; reply: QuickReply }) {
  const t = useOwnerT()
  return (
    <li className="ow-quick-replies-list__item">
      <strong>/{reply.shortcut}</strong>
      <p className="ow-quick-replies-list__text">{reply.text}</p>
      <div className="ow-actions">
        <button
          type="button"
          className="ow-button"
          aria-label={t('quickReplies.edit', { shortcut: reply.shortcut })}
          onClick={() => store.edit(reply)}
        >
          {t('quickReplies.editShort')}
        </button>
        <button
          type="button"
          className="ow-button ow-button--danger-outline"
          aria-label={t('quickReplies.delete', { shortcut: reply.shortcut })}
          onClick={() => store.askDelete(reply)}
        >
          {t('quickReplies.deleteShort')}
        </button>
      </div>
    </li>
  )
})

const QuickReplyForm = observer(function QuickReplyForm({ store }: { store: QuickRepliesStore }) {
  const t = useOwnerT()
  const id = useId()
  const form = store.editing!
  const first = useRef<HTMLInputElement>(null)
  useEffect(() => first.current?.focus(), [])
  return (
    <Form aria-labelledby={`${id}-title`} onSubmit={() => void store.save()}>
      <h4 id={`${id}-title`}>
        {form._id ? t('quickReplies.formTitleEdit', { shortcut: form.shortcut }) : t('quickReplies.formTitleNew')}
      </h4>
      <TextField
        id={`${id}-shortcut`}
        label={t('quickReplies.shortcut')}
        hint={t('quickReplies.shortcutHint')}
        error={store.reply.fieldError('shortcut')}
        ref={first}
        autoCapitalize="none"
        autoCorrect="off"
        value={form.shortcut}
        onValue={(value) => store.set('shortcut', value)}
      />
      <TextField
        id={`${id}-text`}
        label={t('quickReplies.text')}
        error={store.reply.fieldError('text')}
        rows={4}
        value={form.text}
        onValue={(value) => store.set('text', value)}
      />
      <SaveRow form={store.reply} label={t('quickReplies.save')}>
        <button type="button" className="ow-button" onClick={() => store.cancel()}>
          {t('quickReplies.cancel')}
        </button>
      </SaveRow>
    </Form>
  )
})
