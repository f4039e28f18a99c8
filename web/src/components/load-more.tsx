/** The "load more" button under a list that loads in pages (an infinite query): shown while a next page exists. */
import type { UseInfiniteQueryResult } from "@tanstack/react-query";

interface LoadMoreProps {
  list: Pick<UseInfiniteQueryResult, "hasNextPage" | "isFetchingNextPage" | "fetchNextPage">;
  label: string;
  /** Said while the next page loads. */
  loadingLabel: string;
  /** The row's class (its spacing and alignment in the list). */
  className: string;
  buttonClassName: string;
}

export function LoadMore({ list, label, loadingLabel, className, buttonClassName }: LoadMoreProps) {
  if (!list.hasNextPage) return null;
  return (
    <div className={className}>
      <button
        type="button"
        className={buttonClassName}
        disabled={list.isFetchingNextPage}
        onClick={() => void list.fetchNextPage()}
      >
        {list.isFetchingNextPage ? loadingLabel : label}
      </button>
    </div>
  );
}
