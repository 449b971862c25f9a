// The columns a note is read with and its shape for the caller (`mine`: the caller wrote it).
import type { Note } from "../../../shared/hr/notes.js";

export const NOTE_SELECT = {
  id: true,
  body: true,
  authorId: true,
  createdAt: true,
  updatedAt: true,
  author: { select: { id: true, name: true } },
} as const;

type NoteRow = {
  id: number;
  body: string;
  authorId: number | null;
  createdAt: Date;
  updatedAt: Date;
  author: { id: number; name: string } | null;
};

export function toNote(row: NoteRow, viewerId: number): Note {
  return {
    id: row.id,
    body: row.body,
    author: row.author,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    mine: row.authorId === viewerId,
  };
}
