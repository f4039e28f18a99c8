/**
 * The audit log: one line per state-changing staff call and per staff login, success or failure. Lines
 * are only ever added (a trigger refuses UPDATE and DELETE); the auth plugin refuses to answer a staff
 * call that changed state without one.
 */
import { AUDIT_PAGE_SIZE, type AuditEntry, type StaffRole } from "@amora/contract/admin";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { type AuditRow, insertAuditRow, selectAuditPage } from "./staff.queries.ts";

export interface AuditLine {
  action: string;
  targetType?: string | null;
  targetId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** Who did it: the session's staff member, or one named by the call itself (a login before its session). */
export interface AuditActor {
  id: number | null;
  email: string | null;
  roles: readonly string[];
}

/** Writes the line for this call (by its staff member unless `actor` says otherwise) and marks it audited. */
export async function audit(
  request: FastifyRequest,
  line: AuditLine,
  actor: AuditActor | null = request.staff,
): Promise<void> {
  await insertAuditRow(request.server.db, {
    staffId: actor?.id ?? null,
    staffEmail: actor?.email ?? null,
    roles: [...(actor?.roles ?? [])],
    action: line.action,
    targetType: line.targetType ?? null,
    targetId: line.targetId == null ? null : String(line.targetId),
    before: line.before ?? null,
    after: line.after ?? null,
    ip: request.ip,
  });
  request.audited = true;
}

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    staff_id: row.staffId,
    staff_email: row.staffEmail,
    roles: row.roles as StaffRole[],
    action: row.action,
    target_type: row.targetType,
    target_id: row.targetId,
    before: row.before ?? null,
    after: row.after ?? null,
    ip: row.ip,
  };
}

export async function listAuditLog(
  db: Db,
  query: { q?: string | undefined; sort: "at" | "action" | "staff"; order: "asc" | "desc"; page: number },
) {
  const { rows, total } = await selectAuditPage(db, {
    ...(query.q ? { q: query.q } : {}),
    sort: query.sort,
    order: query.order,
    limit: AUDIT_PAGE_SIZE,
    offset: (query.page - 1) * AUDIT_PAGE_SIZE,
  });
  return { entries: rows.map(toEntry), total, page: query.page, page_size: AUDIT_PAGE_SIZE };
}
