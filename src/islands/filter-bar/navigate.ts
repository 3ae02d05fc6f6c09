/** A full navigation (genre choice, failed re-filter); one seam so tests can observe it. */
export const navigateTo = (url: string) => location.assign(url);
