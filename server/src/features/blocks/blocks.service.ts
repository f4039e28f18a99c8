/** Blocking (spec §6): a blocked member can neither view nor contact the blocker; the blocker can undo it. */
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { deleteBlock, insertBlock, selectBlocksBetween } from "./blocks.queries.ts";

export interface BlockState {
  blockedByMe: boolean;
  blockedMe: boolean;
}

export async function blockStateBetween(db: Db, viewer: number, other: number): Promise<BlockState> {
  const rows = await selectBlocksBetween(db, viewer, other);
  return {
    blockedByMe: rows.some((r) => r.blocker === viewer),
    blockedMe: rows.some((r) => r.blocker === other),
  };
}

export async function setBlock(db: Db, viewer: number, other: number, isBlocked: boolean): Promise<void> {
  if (viewer === other) throw new AppError(400, "BAD_REQUEST", "You cannot block yourself.");
  if (isBlocked) await insertBlock(db, viewer, other);
  else await deleteBlock(db, viewer, other);
}
