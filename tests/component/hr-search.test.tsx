// The HR header's search box (issue #16 item 7), keyboard first: "/" focuses it; typing asks once
// (debounced) and shows "Searching…", then the results as a listbox whose first option is active;
// ↑/↓ move (wrapping), Escape closes and then clears; Enter on an enquiry opens its candidate page,
// on an applicant its details over the page (?applicant=<id>); "No matches" and one-letter queries.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DuplicatesPanel } from "../../src/client/features/hr/components/duplicates-panel.js";
import { HrSearch } from "../../src/client/features/hr/components/hr-search.js";
import { SEARCH_MESSAGES, SNIPPET_MARK_END, SNIPPET_MARK_START, type Duplicate, type SearchResult } from "../../src/shared/hr/search.js";
import type { PublicUser } from "../../src/shared/user.js";
import { apiError, type ApiHandlers } from "../helpers/component-api.js";
import { renderWithApp } from "../helpers/component-render.js";

const HR: PublicUser = { id: 7, name: "Harini Recruiter", email: "harini@example.com", role: "hr" };

function result(overrides: Partial<SearchResult>): SearchResult {
  return {
    id: 1,
    source: "job_application",
    name: "Asha Rao",
    email: "asha@example.com",
    jobTitle: "Software Engineer",
    department: "Engineering",
    round: "round_1",
    roundStatus: "in_progress",
    withdrawn: false,
    createdAt: "2026-11-20T10:00:00.000Z",
    matched: ["name"],
    ...overrides,
  };
}

const RESULTS = [
  result({ id: 12, name: "Asha Rao" }),
  result({ id: 5, source: "enquiry", name: "Asha Iyer", email: "asha.iyer@example.com", jobTitle: null, department: null }),
  result({ id: 9, name: "Ashok Menon", matched: ["college"] }),
];

const api: ApiHandlers = {
  "hr.search.query": (input) => ({ data: (input as { q: string }).q === "zzz" ? [] : RESULTS }),
  "hr.applicants.byId": () => {
    throw apiError("NOT_FOUND", "Applicant not found");
  },
};

const combobox = () => screen.getByRole("combobox", { name: "Search enquiries and applicants" });
const options = () => within(screen.getByRole("listbox", { name: "Search results" })).queryAllByRole("option");
const activeOption = () => document.getElementById(combobox().getAttribute("aria-activedescendant") ?? "");

describe("HR search box", () => {
  it('focuses on "/", shows results once, and moves through them with the arrow keys', async () => {
    const { user, calls } = await renderWithApp(<HrSearch />, { api, user: HR });
    expect(combobox()).not.toHaveFocus();
    await user.keyboard("/");
    expect(combobox()).toHaveFocus();
    expect(combobox()).toHaveValue("");

    await user.keyboard("asha");
    expect(combobox()).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("status")).toHaveTextContent(SEARCH_MESSAGES.searching);
    await waitFor(() => expect(options()).toHaveLength(3));
    // Debounced: one request for the whole word.
    expect(calls.filter((call) => call.path === "hr.search.query").map((call) => call.input)).toEqual([{ q: "asha" }]);
    expect(options()[0]).toHaveTextContent("Asha Rao");
    expect(options()[0]).toHaveTextContent("Software Engineer, Engineering · Round 1 (In Progress)");
    expect(options()[1]).toHaveTextContent("Enquiry");
    expect(options()[2]).toHaveTextContent("Matched: College");

    expect(activeOption()).toBe(options()[0]);
    expect(options()[0]).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowDown}");
    expect(activeOption()).toBe(options()[1]);
    expect(options()[0]).toHaveAttribute("aria-selected", "false");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(activeOption(), "wraps to the first").toBe(options()[0]);
    await user.keyboard("{ArrowUp}");
    expect(activeOption(), "wraps to the last").toBe(options()[2]);

    await user.keyboard("{Escape}");
    expect(combobox()).toHaveAttribute("aria-expanded", "false");
    expect(combobox()).not.toHaveAttribute("aria-activedescendant");
    expect(combobox()).toHaveValue("asha");
    await user.keyboard("{ArrowDown}");
    expect(combobox()).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{Escape}{Escape}");
    expect(combobox()).toHaveValue("");
  });

  it("opens an enquiry's candidate page with Enter", async () => {
    const { user } = await renderWithApp(<HrSearch />, { api, user: HR });
    await user.click(combobox());
    await user.keyboard("asha");
    await waitFor(() => expect(options()).toHaveLength(3));
    await user.keyboard("{ArrowDown}{Enter}");
    expect(await screen.findByText("Page: /hr/candidate/5")).toBeInTheDocument();
  });

  it("opens an applicant's details over the page with Enter (?applicant=<id>), and Escape closes them", async () => {
    const { user, router } = await renderWithApp(<HrSearch />, { api, user: HR });
    await user.click(combobox());
    await user.keyboard("asha");
    await waitFor(() => expect(options()).toHaveLength(3));
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Applicant details" });
    expect(router.state.location.search).toMatchObject({ applicant: 12 });
    // The dialog hides the rest of the page from assistive technology while it is open.
    expect(screen.getByRole("combobox", { hidden: true })).toHaveAttribute("aria-expanded", "false");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(combobox()).toHaveAttribute("aria-expanded", "false");
    expect(router.state.location.search).not.toHaveProperty("applicant");
  });

  it("shows a resume-only match's snippet with the matched word marked, as text", async () => {
    const snippet = `built the ${SNIPPET_MARK_START}Kubeflow${SNIPPET_MARK_END} pipeline <b>for</b> the ${SNIPPET_MARK_START}kubeflow${SNIPPET_MARK_END} team`;
    const resumeOnly = [result({ id: 40, name: "Kavya Menon", matched: ["resume"], snippet })];
    const { user } = await renderWithApp(<HrSearch />, { api: { "hr.search.query": () => ({ data: resumeOnly }) }, user: HR });
    await user.click(combobox());
    await user.keyboard("kubeflow");
    await waitFor(() => expect(options()).toHaveLength(1));
    const option = options()[0]!;
    expect(option).toHaveTextContent("Matched: Resume");
    expect(option).toHaveTextContent("From the resume: …built the Kubeflow pipeline <b>for</b> the kubeflow team…");
    const marks = option.querySelectorAll("mark");
    expect([...marks].map((mark) => mark.textContent)).toEqual(["Kubeflow", "kubeflow"]);
    // The server's text is never markup: the tag arrives as characters.
    expect(option.querySelector("b")).toBeNull();
    expect(option.textContent).not.toMatch(/[\uE000\uE001]/);
  });

  it('says "No matches", and asks nothing for one letter', async () => {
    const { user, calls } = await renderWithApp(<HrSearch />, { api, user: HR });
    await user.click(combobox());
    await user.keyboard("a");
    expect(screen.getByRole("status")).toHaveTextContent(SEARCH_MESSAGES.typeMore);
    await user.keyboard("{Backspace}zzz");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(SEARCH_MESSAGES.noMatches));
    expect(options()).toHaveLength(0);
    expect(calls.map((call) => call.input)).toEqual([{ q: "zzz" }]);
    await user.keyboard("{Enter}");
    expect(screen.queryByText(/^Page:/)).not.toBeInTheDocument();
  });
});

describe("Also applied as… panel", () => {
  const { matched: _matched, ...base } = result({});
  const DUPLICATES: Duplicate[] = [
    { ...base, id: 31, source: "enquiry", name: "Asha R", jobTitle: null, department: null, sameAs: ["email"] },
    { ...base, id: 32, name: "Asha Rao", department: "Design", round: "round_2", sameAs: ["email", "mobile"] },
  ];

  it("renders nothing when the person applied once", async () => {
    const { container, calls } = await renderWithApp(<DuplicatesPanel applicationId={30} />, {
      api: { "hr.search.duplicates": () => ({ data: [] }) },
      user: HR,
    });
    await waitFor(() => expect(calls.map((call) => call.path)).toEqual(["hr.search.duplicates"]));
    expect(container).toBeEmptyDOMElement();
  });

  it("links an enquiry to its page and opens an applicant's details with ?applicant=<id>", async () => {
    const { user, router } = await renderWithApp(<DuplicatesPanel applicationId={30} />, {
      api: { "hr.search.duplicates": () => ({ data: DUPLICATES }) },
      user: HR,
    });
    const panel = await screen.findByRole("region", { name: "Also applied as…" });
    expect(panel).toHaveTextContent("same e-mail, same mobile");
    expect(panel).toHaveTextContent("Software Engineer, Design · Round 2 (In Progress)");
    const enquiry = within(panel).getByRole("link", { name: /^Asha R, enquiry of/ });
    expect(enquiry).toHaveAttribute("href", "/hr/candidate/31");

    await user.click(within(panel).getByRole("button", { name: /^Asha Rao, applicant of/ }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ applicant: 32 }));
  });
});
