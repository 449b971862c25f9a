// The jobs board screen, served at /apply and /job-board.
import { JobList } from "./job-list";

export function JobsBoardPage() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="mb-6 text-2xl font-bold">Open positions</h1>
      <JobList />
    </section>
  );
}
