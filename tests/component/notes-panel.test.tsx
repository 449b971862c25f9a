// HR's Notes panel (issue #16 item 3) against a fake API that keeps its notes: loading, empty and
// error states; add with the button or Ctrl+Enter; newest first with author and relative time; edit
// and delete only one's own, delete behind a confirmation; the star rating by click, arrow keys and
// "Clear rating"; the server's refusal shown and the text kept.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NotesPanel } from "../../src/client/features/hr/components/notes-panel.js";
import { NOTE_MESSAGES, type Note, type NotesList } from "../../src/shared/hr/notes.js";
import type { PublicUser } from "../../src/shared/user.js";
import { apiError, deferred, type ApiHandlers } from "../helpers/component-api.js";
import { renderWithApp } from "../helpers/component-render.js";

const HR: PublicUser = { id: 7, name: "Harini Recruiter", email: "harini@example.com", role: "hr" };
const APPLICATION_ID = 42;
const MINUTE = 60_000;

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

function note(overrides: Partial<Note>): Note {
  const createdAt = overrides.createdAt ?? ago(5 * MINUTE);
  return { id: 1, body: "A note", author: { id: HR.id, name: HR.name }, createdAt, updatedAt: createdAt, mine: true, ...overrides };
}

/** The server's notes of one application, changed by the fake mutations as the real ones would. */
function fakeNotesApi(initial: NotesList) {
  const state: NotesList = { data: [...initial.data], rating: initial.rating };
  let nextId = 100;
  const handlers: ApiHandlers = {
    "hr.notes.list": () => structuredClone(state),
    "hr.notes.add": (input) => {
      const { body } = input as { body: string };
      const added = note({ id: nextId++, body: body.trim(), createdAt: new Date().toISOString() });
      state.data.unshift(added);
      return added;
    },
    "hr.notes.edit": (input) => {
      const { noteId, body } = input as { noteId: number; body: string };
      const index = state.data.findIndex((n) => n.id === noteId);
      state.data[index] = { ...state.data[index]!, body, updatedAt: new Date().toISOString() };
      return state.data[index];
    },
    "hr.notes.remove": (input) => {
      state.data = state.data.filter((n) => n.id !== (input as { noteId: number }).noteId);
      return { success: true };
    },
    "hr.notes.rate": (input) => {
      state.rating = (input as { rating: number | null }).rating;
      return { rating: state.rating };
    },
  };
  return { state, handlers };
}

const renderPanel = (api: ApiHandlers) => renderWithApp(<NotesPanel applicationId={APPLICATION_ID} />, { api, user: HR });

const notesList = () => screen.getByRole("list", { name: "Notes, newest first" });

describe("HR notes panel", () => {
  it("shows loading, then the empty state, and adds a note with Ctrl+Enter", async () => {
    const { handlers } = fakeNotesApi({ data: [], rating: null });
    const firstAnswer = deferred<NotesList>();
    let calls = 0;
    const { user, calls: apiCalls } = await renderPanel({
      ...handlers,
      "hr.notes.list": (input) => (calls++ === 0 ? firstAnswer.promise : handlers["hr.notes.list"]!(input)),
    });

    expect(screen.getByRole("status")).toHaveTextContent("Loading notes...");
    firstAnswer.resolve({ data: [], rating: null });
    expect(await screen.findByText(NOTE_MESSAGES.noNotes)).toBeInTheDocument();

    const box = screen.getByRole("textbox", { name: "New note" });
    expect(screen.getByRole("button", { name: "Add note" })).toBeDisabled();
    await user.type(box, "Strong on SQL");
    await user.keyboard("{Control>}{Enter}{/Control}");

    expect(await within(notesList()).findByText("Strong on SQL")).toBeInTheDocument();
    expect(apiCalls.find((call) => call.path === "hr.notes.add")?.input).toEqual({ applicationId: APPLICATION_ID, body: "Strong on SQL" });
    expect(box).toHaveValue("");
    expect(within(notesList()).getByText("just now")).toBeInTheDocument();
  });

  it("lists newest first with author and relative time; only one's own notes can be edited or deleted", async () => {
    const { handlers, state } = fakeNotesApi({
      data: [
        note({ id: 2, body: "Call back Monday", author: { id: 8, name: "Vikram HR" }, mine: false, createdAt: ago(3 * 60 * MINUTE) }),
        note({ id: 1, body: "Good portfolio", createdAt: ago(2 * 24 * 60 * MINUTE) }),
        note({ id: 3, body: "From a removed account", author: null, mine: false, createdAt: ago(10 * 24 * 60 * MINUTE) }),
      ],
      rating: null,
    });
    const { user } = await renderPanel(handlers);

    const items = within(await screen.findByRole("list", { name: "Notes, newest first" })).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Vikram HR3 hours agoCall back Monday$/),
      expect.stringMatching(/^Harini Recruiter \(you\)2 days agoGood portfolioEditDelete$/),
      expect.stringMatching(/^Former HR user.*From a removed account$/),
    ]);

    const mine = items[1]!;
    await user.click(within(mine).getByRole("button", { name: /^Edit note/ }));
    const editBox = within(mine).getByRole("textbox", { name: "Edit note" });
    expect(editBox).toHaveValue("Good portfolio");
    await user.clear(editBox);
    await user.type(editBox, "Great portfolio");
    await user.click(within(mine).getByRole("button", { name: "Save" }));
    expect(await within(notesList()).findByText("Great portfolio")).toBeInTheDocument();
    expect(within(notesList()).getByText("· edited")).toBeInTheDocument();

    await user.click(within(notesList()).getByRole("button", { name: /^Delete note/ }));
    const dialog = await screen.findByRole("dialog", { name: "Delete note" });
    expect(dialog).toHaveTextContent(NOTE_MESSAGES.deleteConfirm);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(state.data).toHaveLength(3);

    await user.click(within(notesList()).getByRole("button", { name: /^Delete note/ }));
    await user.click(within(await screen.findByRole("dialog", { name: "Delete note" })).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByText("Great portfolio")).not.toBeInTheDocument());
    expect(state.data.map((n) => n.id)).toEqual([2, 3]);
  });

  it("rates by click and arrow keys, and clears the rating", async () => {
    const { handlers, state } = fakeNotesApi({ data: [], rating: null });
    const { user } = await renderPanel(handlers);

    const stars = await screen.findByRole("group", { name: "Rating" });
    expect(screen.getByText("Not rated")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Clear rating" })).not.toBeInTheDocument();

    await user.click(within(stars).getByRole("radio", { name: "4 of 5 stars" }));
    await waitFor(() => expect(within(stars).getByRole("radio", { name: "4 of 5 stars" })).toBeChecked());
    expect(state.rating).toBe(4);

    await user.keyboard("{ArrowRight}");
    await waitFor(() => expect(within(stars).getByRole("radio", { name: "5 of 5 stars" })).toBeChecked());
    expect(state.rating).toBe(5);
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    await waitFor(() => expect(state.rating).toBe(3));
    expect(await screen.findByText("3 of 5")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Clear rating" }));
    expect(await screen.findByText("Not rated")).toBeInTheDocument();
    expect(state.rating).toBeNull();
    expect(within(stars).queryByRole("radio", { checked: true })).not.toBeInTheDocument();
  });

  it("shows the server's refusal and keeps the text; a failed load shows an error", async () => {
    const { handlers } = fakeNotesApi({ data: [], rating: 2 });
    const { user } = await renderPanel({
      ...handlers,
      "hr.notes.add": () => {
        throw apiError("BAD_REQUEST", NOTE_MESSAGES.tooLong);
      },
    });
    const box = await screen.findByRole("textbox", { name: "New note" });
    await user.type(box, "Too much");
    await user.click(screen.getByRole("button", { name: "Add note" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(NOTE_MESSAGES.tooLong);
    expect(box).toHaveValue("Too much");
    expect(screen.getByRole("radio", { name: "2 of 5 stars" })).toBeChecked();
  });

  it("says the notes could not be loaded", async () => {
    await renderPanel({
      "hr.notes.list": () => {
        throw apiError("INTERNAL_SERVER_ERROR", "Something went wrong");
      },
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(NOTE_MESSAGES.fetchFailed);
    expect(screen.queryByRole("group", { name: "Rating" })).not.toBeInTheDocument();
  });
});
