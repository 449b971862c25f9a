// A data table: a table from md up and, on phones, one card per row with every column labelled, so
// status, moves and actions are never off-screen. Both come from the same column definitions; the
// one not shown is display:none (out of the accessibility tree too). The table's scroll box is a
// focusable, labelled region, so keyboard users can scroll a wide table. ScrollTable, that table
// alone, also serves tables that stay tables on phones (HR's analytics).
import type { ReactNode } from "react";
import { cx } from "../../lib/cx";

export type Column<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The row's name: the first cell of the table (wraps), the title of the card. */
  primary?: boolean;
  /** On the card, shown without its label (the row's buttons). */
  bare?: boolean;
};

type Props<Row> = { caption: string; columns: Column<Row>[]; rows: Row[]; rowKey: (row: Row) => number | string };

const ROW_CARD = "rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900";
const TH = "whitespace-nowrap px-3 py-2 font-semibold text-slate-700 dark:text-slate-200";
/** Cells keep to one line: on a narrow screen the table scrolls sideways instead of squashing. */
const TD = "whitespace-nowrap px-3 py-2 align-top text-slate-700 dark:text-slate-300";
/** Except the row's name: a long one wraps (the column keeps 10rem), so it cannot push the row's actions out of view. */
const NAME_TD = "min-w-40 px-3 py-2 align-top font-medium text-slate-900 dark:text-slate-100";

export function Table<Row>({ caption, columns, rows, rowKey }: Props<Row>) {
  return (
    <>
      <RowCards caption={caption} columns={columns} rows={rows} rowKey={rowKey} />
      <ScrollTable
        caption={caption}
        label={caption}
        className="hidden overflow-x-auto rounded-xl border border-slate-200 md:block dark:border-slate-800"
        columns={columns}
        rows={rows}
        rowKey={rowKey}
        cell={(column, row) => (
          <td key={column.header} className={column.primary ? NAME_TD : TD}>
            {column.cell(row)}
          </td>
        )}
      />
    </>
  );
}

type ScrollTableProps<Row, Col extends { header: string }> = {
  caption: string;
  /** The scroll box's name as a region. */
  label: string;
  /** The scroll box's classes. */
  className: string;
  columns: readonly Col[];
  rows: readonly Row[];
  rowKey: (row: Row) => number | string;
  /** Classes a column's header adds to the common ones (its alignment). */
  headerClassName?: (column: Col) => string | undefined;
  /** A row's cell in a column, keyed by the column's header: a <td>, or a <th scope="row">. */
  cell: (column: Col, row: Row, index: number) => ReactNode;
};

/** The table in its scroll box, a focusable region named `label`; the cells are the caller's. */
export function ScrollTable<Row, Col extends { header: string }>({
  caption,
  label,
  className,
  columns,
  rows,
  rowKey,
  headerClassName,
  cell,
}: ScrollTableProps<Row, Col>) {
  return (
    <div className={className} role="region" aria-label={label} tabIndex={0}>
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm dark:divide-slate-800">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 dark:bg-slate-900">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={cx(TH, headerClassName?.(column))}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map((row) => (
            <tr key={rowKey(row)}>{columns.map((column, index) => cell(column, row, index))}</tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The phone layout: a card per row, the primary column its title, the bare ones (buttons) last. */
function RowCards<Row>({ caption, columns, rows, rowKey }: Props<Row>) {
  const primary = columns.find((column) => column.primary);
  const labelled = columns.filter((column) => column !== primary && !column.bare);
  const bare = columns.filter((column) => column.bare);
  return (
    <ul className="grid gap-3 md:hidden" aria-label={caption}>
      {rows.map((row) => (
        <li key={rowKey(row)} className={ROW_CARD}>
          {primary ? <p className="break-words font-semibold text-slate-900 dark:text-slate-100">{primary.cell(row)}</p> : null}
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
            {labelled.map((column) => (
              <div key={column.header} className="contents">
                <dt className="text-slate-600 dark:text-slate-400">{column.header}</dt>
                <dd className="min-w-0 break-words text-slate-800 dark:text-slate-200">{column.cell(row)}</dd>
              </div>
            ))}
          </dl>
          {bare.map((column) => (
            <div key={column.header} className="mt-3">
              {column.cell(row)}
            </div>
          ))}
        </li>
      ))}
    </ul>
  );
}
