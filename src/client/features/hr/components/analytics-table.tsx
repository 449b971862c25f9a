// An analytics panel's numbers as a real table, captioned with the panel's name; its scroll box is a
// focusable, labelled region, so a wide table scrolls sideways (by keyboard too) on a phone.
import type { ReactNode } from "react";

export type AnalyticsColumn<Row> = { header: string; cell: (row: Row) => ReactNode; numeric?: boolean };

type Props<Row> = { caption: string; columns: readonly AnalyticsColumn<Row>[]; rows: readonly Row[]; rowKey: (row: Row) => string };

const TH = "whitespace-nowrap px-3 py-2 font-semibold text-slate-700 dark:text-slate-200";
const TD = "whitespace-nowrap px-3 py-2 text-slate-700 dark:text-slate-300";

export function AnalyticsTable<Row>({ caption, columns, rows, rowKey }: Props<Row>) {
  return (
    <div
      className="mt-4 overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-800"
      role="region"
      aria-label={`${caption} table`}
      tabIndex={0}
    >
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm dark:divide-slate-800">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 dark:bg-slate-900">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={`${TH} ${column.numeric ? "text-right" : ""}`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column, index) =>
                index === 0 ? (
                  <th key={column.header} scope="row" className={`${TD} font-medium`}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.header} className={`${TD} ${column.numeric ? "text-right tabular-nums" : ""}`}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
