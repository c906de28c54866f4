// A failed call in a game client, as the translated text of its error code (spec 8).
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';

export function PlayError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p role="alert" className="play-error">
      {errorText(error, t)}
    </p>
  );
}
