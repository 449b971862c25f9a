// HR's notes and rating on an application (job application or enquiry). HR bearer token required.
//   GET    /application/api/applicants/:id/notes    → {data: notes (newest first), rating}
//   POST   /application/api/applicants/:id/notes    {body} → 201 {data: note}
//   PATCH  /application/api/notes/:noteId           {body} → {data: note} (own notes only)
//   DELETE /application/api/notes/:noteId           → {success: true} (own notes only)
//   PUT    /application/api/applicants/:id/rating   {rating: 1–5 | null} → {rating}
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  applicationIdSchema,
  noteBodySchema,
  noteIdSchema,
  noteSchema,
  notesListSchema,
  ratingResultSchema,
  ratingSchema,
} from "../../shared/hr/notes.js";
import type { Deps } from "../deps.js";
import { addNote } from "../services/notes/add-note.js";
import { deleteNote } from "../services/notes/delete-note.js";
import { editNote } from "../services/notes/edit-note.js";
import { listNotes } from "../services/notes/list-notes.js";
import { rateApplication } from "../services/notes/rate-application.js";
import { errorBody, GUARDED_ERRORS } from "./errors.js";
import { guardedUser } from "./guarded-scope.js";

const applicationParams = z.object({ id: applicationIdSchema });
const noteParams = z.object({ noteId: noteIdSchema });
const noteBody = z.object({ body: noteBodySchema });
const oneNote = z.object({ data: noteSchema });
const ABOUT_NOTES = "HR's private notes: never shown to the candidate, never in their data export. `:id` is an applicant or an enquiry.";

/** Inside the HR guarded scope (plugin.ts). */
export function registerNoteRoutes(app: FastifyInstance, deps: Deps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/application/api/applicants/:id/notes",
    {
      schema: {
        tags: ["hr"],
        summary: "An application's HR notes, newest first, and its rating",
        description: ABOUT_NOTES,
        params: applicationParams,
        response: { 200: notesListSchema, 400: errorBody, 404: errorBody, ...GUARDED_ERRORS },
      },
    },
    (request) => listNotes(deps.db, { applicationId: request.params.id, viewerId: guardedUser(request).id }),
  );

  api.post(
    "/application/api/applicants/:id/notes",
    {
      schema: {
        tags: ["hr"],
        summary: "Add an HR note to an application (1 to 2,000 characters)",
        description: ABOUT_NOTES,
        params: applicationParams,
        body: noteBody,
        response: { 201: oneNote, 400: errorBody, 404: errorBody, ...GUARDED_ERRORS },
      },
    },
    async (request, reply) => {
      const note = await addNote(deps.db, { applicationId: request.params.id, body: request.body.body, authorId: guardedUser(request).id });
      return reply.code(201).send({ data: note });
    },
  );

  api.patch(
    "/application/api/notes/:noteId",
    {
      schema: {
        tags: ["hr"],
        summary: "Rewrite one of your own HR notes (another HR user's note: 403)",
        params: noteParams,
        body: noteBody,
        response: { 200: oneNote, 400: errorBody, 404: errorBody, ...GUARDED_ERRORS },
      },
    },
    async (request) => ({
      data: await editNote(deps.db, { noteId: request.params.noteId, body: request.body.body, authorId: guardedUser(request).id }),
    }),
  );

  api.delete(
    "/application/api/notes/:noteId",
    {
      schema: {
        tags: ["hr"],
        summary: "Delete one of your own HR notes (another HR user's note: 403)",
        params: noteParams,
        response: { 200: z.object({ success: z.literal(true) }), 400: errorBody, 404: errorBody, ...GUARDED_ERRORS },
      },
    },
    async (request) => {
      await deleteNote(deps.db, { noteId: request.params.noteId, authorId: guardedUser(request).id });
      return { success: true as const };
    },
  );

  api.put(
    "/application/api/applicants/:id/rating",
    {
      schema: {
        tags: ["hr"],
        summary: "Rate an application 1 to 5, or clear its rating with null",
        description: ABOUT_NOTES,
        params: applicationParams,
        body: z.object({ rating: ratingSchema }),
        response: { 200: ratingResultSchema, 400: errorBody, 404: errorBody, ...GUARDED_ERRORS },
      },
    },
    (request) =>
      rateApplication(deps.db, { applicationId: request.params.id, rating: request.body.rating, actorId: guardedUser(request).id }),
  );
}
