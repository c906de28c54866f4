// The console's open section lives in the URL hash (/ops#whitelabel): one site route, and a
// reload or a shared link opens the same section.
import { useEffect, useState } from 'react';
import { isOpsSection, type OpsSection } from './ops-roles';

function sectionFromHash(): OpsSection {
  const name = window.location.hash.slice(1);
  return isOpsSection(name) ? name : 'status';
}

export function useOpsSection(): OpsSection {
  const [section, setSection] = useState(sectionFromHash);
  useEffect(() => {
    const update = () => setSection(sectionFromHash());
    window.addEventListener('hashchange', update);
    window.addEventListener('popstate', update);
    return () => {
      window.removeEventListener('hashchange', update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return section;
}
