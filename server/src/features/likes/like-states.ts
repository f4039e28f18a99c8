/**
 * Who likes whom between two members, for other domains' pages (a profile page's like buttons). Its own
 * module rather than likes.service.ts, which builds on the profiles service: the profiles service reads
 * this without an import circle.
 */
import type { Db } from "../../db/client.ts";
import { selectLikeStates } from "./likes.queries.ts";

export function likeStatesBetween(db: Db, me: number, other: number) {
  return selectLikeStates(db, me, other);
}
