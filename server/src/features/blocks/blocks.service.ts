/** Blocking (spec §6): a blocked member can neither view nor contact the blocker; the blocker can undo it. */
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { deleteBlock, insertBlock, selectBlockedEitherWay, selectBlocksBetween } from "./blocks.queries.ts";

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

/** The profiles hidden from a member, and from whom they are hidden: blocked by them or blocking them. */
export async function blockedEitherWay(db: Db, profileId: number): Promise<number[]> {
  return (await selectBlockedEitherWay(db).execute({ profile: profileId })).map((row) => row.id);
}
