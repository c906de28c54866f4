// A report's username search: typed freely, asked for on submit (Enter or the button), so each
// keystroke does not ask the server.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form/form-field';

export function UsernameFilter({
  id,
  onSearch,
}: {
  id: string;
  onSearch: (username: string) => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  return (
    <>
      <FormField label={t('agent.team.username')} id={id}>
        {(control) => (
          <input
            {...control}
            className="form-field__input"
            type="search"
            maxLength={64}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                onSearch(typed.trim());
              }
            }}
          />
        )}
      </FormField>
      <button type="button" className="button" onClick={() => onSearch(typed.trim())}>
        {t('agent.team.find')}
      </button>
    </>
  );
}
