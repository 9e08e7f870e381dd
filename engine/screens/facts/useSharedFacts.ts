import { useCallback, useEffect, useMemo, useState } from 'react';
import { useEngine } from '../../EngineContext';
import { canAccess } from '../../access/can-access';
import type { DataTypeName } from '../../../shared/data-types';
import { loadDrift, syncFacts, type DriftedRecord } from '../../data/shared-facts';
import type { Notice } from '../../model/descriptor';
import { notify } from '../../notices';
import { notifyFailure } from '../../notify-failure';

/** The drifted translations of one English record. */
export interface DriftFamily {
  englishId: number;
  englishName: string;
  records: DriftedRecord[];
}

const familiesOf = (rows: DriftedRecord[]): DriftFamily[] => {
  const families = new Map<number, DriftFamily>();
  for (const row of rows) {
    const family = families.get(row.englishId) ?? { englishId: row.englishId, englishName: row.englishName, records: [] };
    family.records.push(row);
    families.set(row.englishId, family);
  }
  return [...families.values()];
};

/**
 * The drift report's logic: the drifted translations by English record, whether the user may write each one's
 * language, and the syncs (one translation, or every one the user may write), each told and followed by a reload.
 */
export function useSharedFacts(entity: string, dataType: DataTypeName, notices: { success: Notice; failure: Notice }) {
  const { provider, subject } = useEngine();
  const [state, setState] = useState<{ loading: boolean; rows: DriftedRecord[]; failed?: string }>({ loading: true, rows: [] });
  const [busy, setBusy] = useState(false);

  const reload = useCallback(async () => {
    setState((s) => ({ ...s, loading: true }));
    try {
      setState({ loading: false, rows: await loadDrift(provider, entity) });
    } catch (error) {
      notifyFailure('loading the shared facts', error, notices.failure);
      setState({ loading: false, rows: [], failed: (error as Error).message });
    }
  }, [provider, entity, notices.failure]);

  useEffect(() => void reload(), [reload]);

  const mayWrite = useCallback((languageId: number) => canAccess({ action: 'save', resource: dataType, languageId, subject }), [dataType, subject]);

  /** Runs the syncs in turn, then tells once and reads the report again. */
  const run = async (syncs: { englishId: number; languageIds: number[] }[]) => {
    setBusy(true);
    try {
      for (const { englishId, languageIds } of syncs) await syncFacts(provider, entity, englishId, languageIds);
      void notify(notices.success);
    } catch (error) {
      notifyFailure('syncing shared facts', error, notices.failure);
    } finally {
      setBusy(false);
      await reload();
    }
  };

  const families = useMemo(() => familiesOf(state.rows), [state.rows]);
  const writable = state.rows.filter((row) => mayWrite(row.languageId));
  return {
    ...state,
    families,
    busy,
    mayWrite,
    /** How many drifted translations the user may sync. */
    writableCount: writable.length,
    sync: (record: DriftedRecord) => run([{ englishId: record.englishId, languageIds: [record.languageId] }]),
    syncAll: () => run(familiesOf(writable).map((family) => ({ englishId: family.englishId, languageIds: family.records.map((r) => r.languageId) }))),
  };
}
