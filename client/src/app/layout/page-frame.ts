/**
 * The one page width and side gutter: the header, the footer and the staff pages (the dashboard,
 * /user-management, /applications) line up on it at every width. Narrower pages (forms, the
 * profile) centre a smaller max-width inside the same gutter.
 */
export const PAGE_WIDTH = 'max-w-7xl';
export const PAGE_GUTTER = 'px-4 sm:px-6 lg:px-8';
export const PAGE_FRAME = `mx-auto w-full ${PAGE_WIDTH} ${PAGE_GUTTER}`;
