/**
 * The members feature's public surface: the search and profile queries, the search filters, and a
 * profile's details (the editor's preview). Other features and the routes import this file only (decision
 * 026).
 */
export { membersQueryKeys, profileQuery, searchQuery } from "./api.ts";
export { ProfileDetails } from "./profile-details.tsx";
export { filtersFromSearch } from "./search-filters.ts";
