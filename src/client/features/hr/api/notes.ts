// HR's private notes and rating on one application: the list (with the rating), and adding, editing,
// deleting a note or rating the application, each followed by a new read of the notes (a delete's
// caller hears of it after that read; a rating's read follows a failure too).
import { useQuery } from "@tanstack/react-query";
import { trpc } from "../../../lib/trpc";

export function useNotes(applicationId: number) {
  return useQuery(trpc.useUtils().hr.notes.list.queryOptions({ applicationId }, { retry: false }));
}

export function useAddNote(applicationId: number) {
  const utils = trpc.useUtils();
  return trpc.hr.notes.add.useMutation({ onSuccess: () => utils.hr.notes.list.invalidate({ applicationId }) });
}

export function useEditNote() {
  const utils = trpc.useUtils();
  return trpc.hr.notes.edit.useMutation({ onSuccess: () => utils.hr.notes.list.invalidate() });
}

export function useRemoveNote(onRemoved: () => void) {
  const utils = trpc.useUtils();
  return trpc.hr.notes.remove.useMutation({
    onSuccess: async () => {
      await utils.hr.notes.list.invalidate();
      onRemoved();
    },
  });
}

export function useRateApplication(applicationId: number) {
  const utils = trpc.useUtils();
  return trpc.hr.notes.rate.useMutation({ onSettled: () => utils.hr.notes.list.invalidate({ applicationId }) });
}
