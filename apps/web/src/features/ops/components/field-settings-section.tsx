// Per-field validation settings for registration and account forms. Both the players' forms and
// the server enforce them, so a change here changes what the server accepts.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  patternIds,
  patternSources,
  registerFieldNames,
  ZRegisterSettings,
  type TFieldSetting,
  type TRegisterFieldName,
  type TRegisterSettings,
} from '@wps/contracts/system/register-settings';
import { usePutRegisterSettings } from '../api/use-put-register-settings';
import { useRegisterSettings } from '../api/use-register-settings';
import { ChoiceSelect } from './choice-select';
import { FormFooter } from './form-footer';
import { QueryView } from './query-view';
import { useSettingsForm } from './use-settings-form';

type Fields = TRegisterSettings['fields'];

const newSetting: TFieldSetting = {
  enabled: true,
  required: false,
  acceptedPattern: '*',
  patternId: 'FREE_TEXT',
  minLength: 0,
  maxLength: 50,
};

export function FieldSettingsSection({ canEdit }: { canEdit: boolean }) {
  const settings = useRegisterSettings();
  return (
    <QueryView query={settings}>
      {(initial) => <FieldSettingsForm initial={initial} canEdit={canEdit} />}
    </QueryView>
  );
}

function FieldSettingsForm({ initial, canEdit }: { initial: TRegisterSettings; canEdit: boolean }) {
  const { t } = useTranslation();
  const { draft, setDraft, submit, footer } = useSettingsForm({
    initial,
    schema: ZRegisterSettings,
    save: usePutRegisterSettings(),
    canEdit,
    precheck: ({ fields }) => {
      const tooShort = registerFieldNames.find((name) => {
        const setting = fields[name];
        return setting !== undefined && setting.minLength > setting.maxLength;
      });
      return tooShort ? t('ops.fields.minAboveMax', { field: tooShort }) : '';
    },
    fieldName: (path) => path.replace(/^fields\./, ''),
  });
  const [toAdd, setToAdd] = useState('');
  const { fields } = draft;
  const setFields = (change: (fields: Fields) => Fields) =>
    setDraft((d) => ({ ...d, fields: change(d.fields) }));

  const configured = registerFieldNames.filter((name) => fields[name] !== undefined);
  const unconfigured = registerFieldNames.filter((name) => fields[name] === undefined);

  const update = (name: TRegisterFieldName, patch: Partial<TFieldSetting>) =>
    setFields((f) => ({ ...f, [name]: { ...f[name]!, ...patch } }));

  function remove(name: TRegisterFieldName) {
    setFields((f) => {
      const next = { ...f };
      delete next[name];
      return next;
    });
  }

  function add() {
    const name = unconfigured.find((n) => n === toAdd);
    if (!name) return;
    setFields((f) => ({ ...f, [name]: newSetting }));
    setToAdd('');
  }

  return (
    <form className="ops-form" onSubmit={submit} noValidate>
      <p className="ops-hint">{t('ops.fields.hint')}</p>
      <fieldset className="ops-card ops-fieldset" disabled={!canEdit}>
        <legend>{t('ops.fields.configured')}</legend>
        <div className="ops-table-scroll">
          <table className="ops-table ops-table-form">
            <thead>
              <tr>
                <th scope="col">{t('ops.fields.field')}</th>
                <th scope="col">{t('ops.fields.enabled')}</th>
                <th scope="col">{t('ops.fields.required')}</th>
                <th scope="col">{t('ops.fields.patternId')}</th>
                <th scope="col">{t('ops.fields.acceptedPattern')}</th>
                <th scope="col">{t('ops.fields.minLength')}</th>
                <th scope="col">{t('ops.fields.maxLength')}</th>
                <th scope="col">
                  <span className="ops-visually-hidden">{t('ops.remove')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {configured.map((name) => {
                const setting = fields[name]!;
                const cell = (column: string) => t('ops.cell', { column, row: name });
                return (
                  <tr key={name}>
                    <th scope="row">
                      <code>{name}</code>
                    </th>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={cell(t('ops.fields.enabled'))}
                        checked={setting.enabled}
                        onChange={(e) => update(name, { enabled: e.target.checked })}
                      />
                    </td>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={cell(t('ops.fields.required'))}
                        checked={setting.required}
                        onChange={(e) => update(name, { required: e.target.checked })}
                      />
                    </td>
                    <td>
                      <ChoiceSelect
                        className="ops-input-kind"
                        aria-label={cell(t('ops.fields.patternId'))}
                        choices={patternIds}
                        value={setting.patternId}
                        labelOf={(id) => t(`ops.fields.patterns.${id}`, { defaultValue: id })}
                        // Picking a kind fills in its pattern; the pattern can still be edited.
                        onChange={(id) =>
                          update(name, { patternId: id, acceptedPattern: patternSources[id] })
                        }
                      />
                    </td>
                    <td>
                      <input
                        className="ops-input-pattern"
                        aria-label={cell(t('ops.fields.acceptedPattern'))}
                        value={setting.acceptedPattern}
                        maxLength={500}
                        spellCheck={false}
                        onChange={(e) => update(name, { acceptedPattern: e.target.value })}
                      />
                    </td>
                    <td>
                      <input
                        className="ops-input-number"
                        type="number"
                        min={0}
                        max={255}
                        aria-label={cell(t('ops.fields.minLength'))}
                        value={setting.minLength}
                        onChange={(e) => update(name, { minLength: e.target.valueAsNumber || 0 })}
                      />
                    </td>
                    <td>
                      <input
                        className="ops-input-number"
                        type="number"
                        min={1}
                        max={255}
                        aria-label={cell(t('ops.fields.maxLength'))}
                        value={setting.maxLength}
                        onChange={(e) => update(name, { maxLength: e.target.valueAsNumber || 0 })}
                      />
                    </td>
                    <td>
                      <button
                        type="button"
                        className="ops-button ops-button-danger"
                        aria-label={t('ops.removeNamed', { name })}
                        onClick={() => remove(name)}
                      >
                        {t('ops.remove')}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </fieldset>
      {canEdit && unconfigured.length > 0 && (
        <div className="ops-row">
          <label className="ops-field">
            <span>{t('ops.fields.addField')}</span>
            <select value={toAdd} onChange={(e) => setToAdd(e.target.value)}>
              <option value="">—</option>
              {unconfigured.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="ops-button" disabled={toAdd === ''} onClick={add}>
            {t('ops.add')}
          </button>
        </div>
      )}
      <FormFooter {...footer} isSticky />
    </form>
  );
}
