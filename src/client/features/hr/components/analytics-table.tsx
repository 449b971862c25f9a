// An analytics panel's numbers as a real table (on phones too), captioned with the panel's name: the
// first column names the row, numbers align right. Its scroll box is a focusable, labelled region, so
// a wide table scrolls sideways (by keyboard too) on a phone.
import type { ReactNode } from "react";
import { ScrollTable } from "../../../components/ui/table";

export type AnalyticsColumn<Row> = { header: string; cell: (row: Row) => ReactNode; numeric?: boolean };

type Props<Row> = { caption: string; columns: readonly AnalyticsColumn<Row>[]; rows: readonly Row[]; rowKey: (row: Row) => string };

const TD = "whitespace-nowrap px-3 py-2 text-slate-700 dark:text-slate-300";

export function AnalyticsTable<Row>({ caption, columns, rows, rowKey }: Props<Row>) {
  return (
    <ScrollTable
      caption={caption}
      label={`${caption} table`}
      className="mt-4 overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-800"
      columns={columns}
      rows={rows}
      rowKey={rowKey}
      headerClassName={(column) => (column.numeric ? "text-right" : undefined)}
      cell={(column, row, index) =>
        index === 0 ? (
          <th key={column.header} scope="row" className={`${TD} font-medium`}>
            {column.cell(row)}
          </th>
        ) : (
          <td key={column.header} className={`${TD} ${column.numeric ? "text-right tabular-nums" : ""}`}>
            {column.cell(row)}
          </td>
        )
      }
    />
  );
}
