// HR's notes and rating on an application (job application or enquiry); every one an hrProcedure.
import {
  addNoteSchema,
  deleteNoteSchema,
  editNoteSchema,
  listNotesSchema,
  noteSchema,
  notesListSchema,
  rateApplicationSchema,
  ratingResultSchema,
} from "../../shared/hr/notes.js";
import { addNote } from "../services/notes/add-note.js";
import { deleteNote } from "../services/notes/delete-note.js";
import { editNote } from "../services/notes/edit-note.js";
import { listNotes } from "../services/notes/list-notes.js";
import { rateApplication } from "../services/notes/rate-application.js";
import { hrProcedure, router } from "../trpc/init.js";

export const hrNotesRouter = router({
  list: hrProcedure
    .input(listNotesSchema)
    .output(notesListSchema)
    .query(({ ctx, input }) => listNotes(ctx.deps.db, { ...input, viewerId: ctx.user.id })),
  add: hrProcedure
    .input(addNoteSchema)
    .output(noteSchema)
    .mutation(({ ctx, input }) => addNote(ctx.deps.db, { ...input, authorId: ctx.user.id })),
  edit: hrProcedure
    .input(editNoteSchema)
    .output(noteSchema)
    .mutation(({ ctx, input }) => editNote(ctx.deps.db, { ...input, authorId: ctx.user.id })),
  remove: hrProcedure.input(deleteNoteSchema).mutation(async ({ ctx, input }) => {
    await deleteNote(ctx.deps.db, { ...input, authorId: ctx.user.id });
    return { success: true as const };
  }),
  rate: hrProcedure
    .input(rateApplicationSchema)
    .output(ratingResultSchema)
    .mutation(({ ctx, input }) => rateApplication(ctx.deps.db, { ...input, actorId: ctx.user.id })),
});
