// HR's private notes and 1–5 rating on an application (job application or enquiry): the note shape,
// the inputs of every verb and their texts. Never part of anything a candidate reads.
import { z } from "zod";
import { idSchema, safeString, wholeNumber } from "../input.js";

export const NOTE_BODY_MAX = 2000;
export const RATING_MAX = 5;

export const NOTE_MESSAGES = {
  empty: "The note is empty",
  tooLong: "The note is too long (2,000 characters at most)",
  notYours: "You can only edit or delete your own notes.",
  applicationNotFound: "Application not found",
  noteNotFound: "Note not found",
  invalidApplicationId: "Invalid application ID",
  invalidNoteId: "Invalid note ID",
  invalidRating: `The rating must be a whole number from 1 to ${RATING_MAX}, or null to clear it`,
  fetchFailed: "Failed to load the notes.",
  noNotes: "No notes yet.",
  deleteConfirm: "Delete this note? This cannot be undone.",
} as const;

export const applicationIdSchema = idSchema(NOTE_MESSAGES.invalidApplicationId);
export const noteIdSchema = idSchema(NOTE_MESSAGES.invalidNoteId);

export const noteBodySchema = safeString("The note", { message: NOTE_MESSAGES.empty })
  .trim()
  .min(1, NOTE_MESSAGES.empty)
  .max(NOTE_BODY_MAX, NOTE_MESSAGES.tooLong);

/** null clears the rating. */
export const ratingSchema = wholeNumber(NOTE_MESSAGES.invalidRating, 1, RATING_MAX).nullable();

export const listNotesSchema = z.object({ applicationId: applicationIdSchema });
export const addNoteSchema = z.object({ applicationId: applicationIdSchema, body: noteBodySchema });
export const editNoteSchema = z.object({ noteId: noteIdSchema, body: noteBodySchema });
export const deleteNoteSchema = z.object({ noteId: noteIdSchema });
export const rateApplicationSchema = z.object({ applicationId: applicationIdSchema, rating: ratingSchema });

export type AddNoteInput = z.infer<typeof addNoteSchema>;
export type EditNoteInput = z.infer<typeof editNoteSchema>;
export type RateApplicationInput = z.infer<typeof rateApplicationSchema>;

export const noteSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  /** null once the author's account is removed. */
  author: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Written by the caller: only then may they edit or delete it. */
  mine: z.boolean(),
});
export type Note = z.infer<typeof noteSchema>;

/** An application's notes, newest first, and its rating (null: not rated). */
export const notesListSchema = z.object({ data: z.array(noteSchema), rating: z.number().int().nullable() });
export type NotesList = z.infer<typeof notesListSchema>;

export const ratingResultSchema = z.object({ rating: z.number().int().nullable() });
