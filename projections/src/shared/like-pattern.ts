/** A LIKE/ILIKE pattern containing `text`; % and _ are wildcards there, so a typed one means itself. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
