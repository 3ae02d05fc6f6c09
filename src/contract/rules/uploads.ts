// docs/admin.md "The queue": the file types a film's source may arrive in, checked by the upload
// island before it sends a byte and by the provider's tus server when the upload is created.
export const SOURCE_EXTENSIONS = ['mp4', 'm4v', 'mov', 'mkv', 'webm', 'avi', 'mpg', 'mpeg', 'ts', 'mts'] as const;
