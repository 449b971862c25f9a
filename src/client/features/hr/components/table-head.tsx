// The header row of the HR screens' tables.
import { TH } from "./styles";

export function TableHead({ columns }: { columns: readonly string[] }) {
  return (
    <thead className="bg-slate-50 dark:bg-slate-900">
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className={TH}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
