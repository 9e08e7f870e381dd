import { useEffect, useMemo, useState } from 'react';
import type { Entities } from '../../model/entity';
import { loadEntities } from '../check/sources';
import { editorSchema } from './editor-schema';

/** The schema the code editor completes from, with the field names of the entity the descriptor names; and that entity. */
export function useEditorSchema(entity: unknown) {
  const [entities, setEntities] = useState<Entities>();
  useEffect(() => {
    let live = true;
    void loadEntities().then((loaded) => live && setEntities(loaded));
    return () => void (live = false);
  }, []);
  const schema = typeof entity === 'string' ? entities?.[entity] : undefined;
  return { schema: useMemo(() => editorSchema(schema), [schema]), entity: schema };
}
