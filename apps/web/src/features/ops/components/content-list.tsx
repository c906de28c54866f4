// The list half of a content section (notices, banners, help, payment channels): a button that
// opens the form for a new item, every item with its edit (and delete) buttons, and an item's
// form in its place while it is being edited; the console's pager under a list paged on the server.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorText } from './api-error-text';
import { ConfirmButton } from './confirm-button';
import { Pager } from './pager';
import type { Texts } from './texts-input';

interface ContentItem {
  id: number;
  title?: Texts;
}

/** The part of a delete mutation the list uses. */
interface DeleteWrite {
  mutate(input: { params: { id: number } }): void;
  error: unknown;
  isPending: boolean;
}

/** The page shown of a list paged on the server, and how to show another. */
export interface ContentPaging {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** Another page is being fetched (the shown one stays until it comes). */
  isBusy: boolean;
}

/** null: nothing open; 'new': the form for a new item; a number: that item's form. */
type Editing = null | 'new' | number;

export function ContentList<T extends ContentItem>({
  items,
  remove,
  canEdit,
  newLabel,
  emptyText,
  itemClassName = 'ops-card ops-item',
  titleOf = (item) => item.title?.EN ?? '',
  renderForm,
  renderItem,
  paging,
}: {
  items: T[];
  /** Absent for items that are never deleted (payment channels are switched off instead). */
  remove?: DeleteWrite;
  canEdit: boolean;
  newLabel: string;
  emptyText: string;
  itemClassName?: string;
  /** The item's name on its buttons; its EN title when not given. */
  titleOf?: (item: T) => string;
  /** The form for an item (null: a new one); onDone closes it. */
  renderForm: (item: T | null, onDone: () => void) => ReactNode;
  /** An item's row; actions are its edit and delete buttons, placed where the row wants them. */
  renderItem: (item: T, row: { title: string; actions: ReactNode }) => ReactNode;
  paging?: ContentPaging;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);

  return (
    <>
      {editing === 'new' ? (
        renderForm(null, close)
      ) : (
        <div>
          <button
            type="button"
            className="ops-button ops-button-primary"
            disabled={!canEdit}
            onClick={() => setEditing('new')}
          >
            {newLabel}
          </button>
        </div>
      )}
      {remove && <ApiErrorText error={remove.error} />}
      {items.length === 0 && <p className="ops-card">{emptyText}</p>}
      <ul className="ops-list" aria-busy={paging?.isBusy}>
        {items.map((item) => {
          const title = titleOf(item);
          if (editing === item.id) return <li key={item.id}>{renderForm(item, close)}</li>;
          const actions = (
            <div className="ops-row-buttons">
              <button
                type="button"
                className="ops-button"
                disabled={!canEdit}
                aria-label={t('ops.content.editNamed', { name: title })}
                onClick={() => setEditing(item.id)}
              >
                {t('ops.content.edit')}
              </button>
              {remove && (
                <ConfirmButton
                  texts={{
                    ask: t('ops.content.delete'),
                    askLabel: t('ops.content.deleteNamed', { name: title }),
                    confirm: t('ops.content.confirmDelete'),
                    confirmLabel: t('ops.content.confirmDeleteNamed', { name: title }),
                    back: t('ops.content.cancel'),
                  }}
                  disabled={!canEdit || remove.isPending}
                  onConfirm={() => remove.mutate({ params: { id: item.id } })}
                />
              )}
            </div>
          );
          return (
            <li key={item.id} className={itemClassName}>
              {renderItem(item, { title, actions })}
            </li>
          );
        })}
      </ul>
      {paging && <Pager page={paging.page} totalPages={paging.totalPages} onPage={paging.onPage} />}
    </>
  );
}
