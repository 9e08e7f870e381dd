import type { ComponentType } from 'react';
import { displayFormat } from '../format';
import { CoverageCell } from './CoverageCell';
import { ReadinessCell } from './ReadinessCell';
import type { CellProps } from './types';

/** The component of each display format a list draws itself (`cell: true`), by the format's name. */
export const LIST_CELLS: Record<string, ComponentType<CellProps>> = {
  coverage: CoverageCell,
  readiness: ReadinessCell,
};

/** The component drawing a column's cells, when its format is one of those. */
export const cellOf = (format: string | undefined): ComponentType<CellProps> | undefined => (displayFormat(format)?.cell ? LIST_CELLS[format!] : undefined);
