/** Test data for the back office's tests: staff members and audit log pages as the server sends them. */
import type { AuditEntry, Staff } from "@amora/contract/admin";
import { beforeEach, vi } from "vitest";
import { json, type MockAnswer } from "../test/mock-api.ts";

export function testStaff(extra: Partial<Staff> = {}): Staff {
  return {
    id: 1,
    email: "ada@example.test",
    name: "Ada Lovelace",
    roles: ["admin"],
    language: "en",
    totp_enabled: true,
    ...extra,
  };
}

export function auditEntry(id: number, extra: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id,
    at: "2026-03-05T10:15:00.000Z",
    staff_id: 1,
    staff_email: "ada@example.test",
    roles: ["admin"],
    action: "staff.create",
    target_type: "staff",
    target_id: String(100 + id),
    before: null,
    after: null,
    ip: "203.0.113.7",
    ...extra,
  };
}

export function auditPage(entries: AuditEntry[], total = entries.length, page = 1): MockAnswer {
  return json(200, { entries, total, page, page_size: 50 });
}

/**
 * jsdom has no matchMedia, which react-bootstrap's Offcanvas (the phone menu) asks at every render: each
 * test of the calling file gets one that answers "no match", as a phone-sized screen would for `min-width`
 * queries. It stays after the test: the app may render once more while the test is torn down.
 */
export function stubMatchMedia(): void {
  beforeEach(() => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    }));
  });
}
