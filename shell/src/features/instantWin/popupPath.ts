/** The instant-win pop-up's link: `competition/details/{title}--{main_id}`. */
export function instantWinPopupPath(notice: { title: string; main_id: number }): string {
  return `/competition/details/${encodeURIComponent(notice.title)}--${notice.main_id}`;
}
