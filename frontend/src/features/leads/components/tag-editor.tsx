import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

const MAX_TAGS = 10;
const MAX_TAG_LENGTH = 30;

interface TagEditorProps {
  tags: readonly string[];
  onChange: (tags: string[]) => void;
  /** Tags already used on other leads, offered while typing. */
  suggestions: readonly string[];
  busy?: boolean;
}

/** The lead's tags as removable chips, and a field that adds one (Enter or the button). */
export function TagEditor({ tags, onChange, suggestions, busy = false }: TagEditorProps) {
  const { t } = useTranslation(NS);
  const inputId = useId();
  const listId = useId();
  const [draft, setDraft] = useState('');
  const full = tags.length >= MAX_TAGS;

  const add = (event: FormEvent) => {
    event.preventDefault();
    const tag = draft.trim().replace(/\s+/g, ' ');
    if (!tag || full) return;
    setDraft('');
    if (tags.some((existing) => existing.toLocaleLowerCase('de') === tag.toLocaleLowerCase('de'))) return;
    onChange([...tags, tag]);
  };

  return (
    <div className="tag-editor">
      {tags.length > 0 && (
        <ul className="tag-list" aria-label={t('tags')}>
          {tags.map((tag) => (
            <li key={tag} className="tag-chip">
              <span>{tag}</span>
              <button
                type="button"
                className="tag-chip__remove"
                aria-label={t('tagRemove', { tag })}
                disabled={busy}
                onClick={() => onChange(tags.filter((other) => other !== tag))}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="tag-editor__form" onSubmit={add}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('tagAdd')}
        </label>
        <input
          id={inputId}
          className="field__input tag-editor__input"
          value={draft}
          maxLength={MAX_TAG_LENGTH}
          placeholder={full ? t('tagLimit') : t('tagPlaceholder')}
          disabled={full || busy}
          list={listId}
          onChange={(e) => setDraft(e.target.value)}
        />
        <datalist id={listId}>
          {suggestions
            .filter((tag) => !tags.includes(tag))
            .map((tag) => (
              <option key={tag} value={tag} />
            ))}
        </datalist>
        <button type="submit" className="btn btn--outline btn--sm" disabled={full || busy || !draft.trim()}>
          {t('tagAdd')}
        </button>
      </form>
    </div>
  );
}
