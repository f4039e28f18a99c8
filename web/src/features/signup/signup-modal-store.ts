/**
 * Whether the signup modal is open. Calls to action anywhere open it; the layout that hosts the modal
 * (the default layout, spec §2) shows it. Where no host is mounted, calls to action follow their link to
 * /signup instead. A module-level store so opening it needs neither a provider nor the modal's code.
 */
import { useSyncExternalStore } from "react";

let isOpen = false;
/** The modal's own title for this opening (a lander's "Sign up to write to Emma"), or null for the usual one. */
let title: string | null = null;
let hosts = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Opens the modal when a host is mounted, with `withTitle` as its title when given; returns false when there
 * is none, so the caller navigates.
 */
export function openSignupModal(withTitle?: string): boolean {
  if (hosts === 0) return false;
  const nextTitle = withTitle ?? null;
  if (!isOpen || title !== nextTitle) {
    isOpen = true;
    title = nextTitle;
    emit();
  }
  return true;
}

export function closeSignupModal(): void {
  if (!isOpen) return;
  isOpen = false;
  emit();
}

export function useIsSignupModalOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isOpen,
    () => false,
  );
}

/** The title the modal was opened with, or null for its usual one. */
export function useSignupModalTitle(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => title,
    () => null,
  );
}

/** Called by the host while it takes calls to action; returns the cleanup. An open modal stays open. */
export function registerSignupModalHost(): () => void {
  hosts++;
  return () => {
    hosts--;
  };
}

/** Loads the modal's code ahead of the click (on hover or focus of a call to action). */
export function preloadSignupModal(): void {
  void import("./signup-modal.tsx").catch(() => {
    // The click loads it again and shows a real error if it still fails.
  });
}
